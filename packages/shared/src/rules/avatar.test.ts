import { expect, it } from 'vitest';
import { avatarThumbUrl } from './avatar.ts';

it('points a stored avatar at its 96-pixel twin, and leaves other addresses alone', () => {
  expect(avatarThumbUrl('/uploads/avatars/ab/cd-256.webp')).toBe('/uploads/avatars/ab/cd-96.webp');
  expect(avatarThumbUrl('https://example.com/me.png')).toBe('https://example.com/me.png');
});
