import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import { en } from '@prosper/shared/i18n/en';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType, toWebp } from '../../lib/images.ts';
import { type Storage, UPLOADS_PREFIX } from '../../storage/storage.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Replaces a member's photo: checked by its bytes, re-encoded to WebP at the two sizes the pages
 * show (profile 256 px, lists 96 px) without EXIF or GPS, stored under a new name, and the old
 * files removed once the profile points at the new ones.
 */
export async function replaceAvatar(db: Db, storage: Storage, { memberId, bytes }: { memberId: string; bytes: Buffer }): Promise<string> {
  if (!sniffImageType(bytes)) throw new AppError(415, 'invalid_image', en.media.invalidImage);
  const [large, small] = await Promise.all([
    toWebp(bytes, { width: 256, height: 256, fit: 'cover' }),
    toWebp(bytes, { width: 96, height: 96, fit: 'cover' }),
  ]);
  const base = `avatars/${memberId.toLowerCase()}/${randomBytes(8).toString('hex')}`;
  await Promise.all([storage.put(`${base}-256.webp`, large, 'image/webp'), storage.put(`${base}-96.webp`, small, 'image/webp')]);
  const avatarUrl = storage.url(`${base}-256.webp`);

  const [before] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, memberId));
  await db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, memberId));
  const old = before?.avatarUrl;
  if (old?.startsWith(UPLOADS_PREFIX)) {
    for (const url of [old, avatarThumbUrl(old)]) await storage.delete(url.slice(UPLOADS_PREFIX.length)).catch(() => {});
  }
  return avatarUrl;
}
