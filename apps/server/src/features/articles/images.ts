import { randomBytes } from 'node:crypto';
import { en } from '@prosper/shared/i18n/en';
import { ARTICLE_IMAGE_WIDTHS } from '@prosper/shared/rules/article-image';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType, toWebp } from '../../lib/images.ts';
import type { Storage } from '../../storage/storage.ts';

/** A cover image: checked by its bytes, re-encoded to WebP at the two widths pages use, EXIF and GPS gone. */
export async function storeArticleImage(storage: Storage, { viewerId, bytes }: { viewerId: string; bytes: Buffer }): Promise<string> {
  if (!sniffImageType(bytes)) throw new AppError(415, 'invalid_image', en.media.invalidImage);
  const [page, card] = await Promise.all([
    toWebp(bytes, { width: ARTICLE_IMAGE_WIDTHS.page, fit: 'inside' }),
    toWebp(bytes, { width: ARTICLE_IMAGE_WIDTHS.card, fit: 'inside' }),
  ]);
  const base = `articles/${viewerId.toLowerCase()}/${randomBytes(8).toString('hex')}`;
  await Promise.all([storage.put(`${base}-1200.webp`, page, 'image/webp'), storage.put(`${base}-600.webp`, card, 'image/webp')]);
  return storage.url(`${base}-1200.webp`);
}
