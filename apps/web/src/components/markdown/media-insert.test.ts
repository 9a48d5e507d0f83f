import { expect, it } from 'vitest';
import type { Media } from '@prosper/shared/schemas/media';
import { mediaMarkdown } from './media-insert.tsx';

const photo: Media = {
  id: '0b7f4f3e-2f4d-4a55-9d55-5b0e4c1f7a10',
  kind: 'image',
  state: 'ready',
  private: false,
  width: 800,
  height: 600,
  durationMs: null,
  bytes: 120_000,
  smallBytes: 24_576,
  url: '/uploads/media/ab12/0b7f4f3e-2f4d-4a55-9d55-5b0e4c1f7a10/full.webp',
  smallUrl: '/uploads/media/ab12/0b7f4f3e-2f4d-4a55-9d55-5b0e4c1f7a10/card.webp',
  posterUrl: null,
  createdAt: '2026-11-26T05:00:00.000Z',
};
const label = () => 'Video';

it("writes a photo's size and its small copy's weight in the fragment, for the data saver's placeholder", () => {
  expect(mediaMarkdown(photo, 'garden.jpg', label)).toBe(`![garden](${photo.url}#w=800&h=600&s=24576)`);
});

it('writes only what is known', () => {
  expect(mediaMarkdown({ ...photo, smallBytes: null }, 'garden.jpg', label)).toBe(`![garden](${photo.url}#w=800&h=600)`);
  expect(mediaMarkdown({ ...photo, width: null, height: null }, 'garden.jpg', label)).toBe(`![garden](${photo.url}#s=24576)`);
});
