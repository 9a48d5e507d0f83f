import { expect, it } from 'vitest';
import { smallImageUrl } from './small-image.ts';

it('names the smallest stored copy of each kind of our images', () => {
  expect(smallImageUrl('/uploads/articles/ab/0123-1200.webp')).toBe('/uploads/articles/ab/0123-600.webp');
  expect(smallImageUrl('/uploads/stories/ab/0123-1200.webp')).toBe('/uploads/stories/ab/0123-600.webp');
  expect(smallImageUrl('/uploads/avatars/ab/cd-256.webp')).toBe('/uploads/avatars/ab/cd-96.webp');
  expect(smallImageUrl('/uploads/media/ab/9f0c/full.webp')).toBe('/uploads/media/ab/9f0c/card.webp');
});

it('keeps the fragment a Markdown image carries its size in', () => {
  expect(smallImageUrl('/uploads/media/ab/9f0c/full.webp#w=2048&h=1365')).toBe('/uploads/media/ab/9f0c/card.webp#w=2048&h=1365');
});

it('leaves alone what has no smaller copy, or only looks like one in the middle of its name', () => {
  for (const url of [
    'https://example.com/me.png',
    '/uploads/media/ab/9f0c/card.webp',
    '/uploads/media/ab/9f0c/poster.webp',
    '/uploads/articles/ab/0123-600.webp',
    '/uploads/media/ab/full.webp.bak',
    '/uploads/avatars/ab/cd-256.webp.png',
  ]) {
    expect(smallImageUrl(url), url).toBe(url);
  }
});
