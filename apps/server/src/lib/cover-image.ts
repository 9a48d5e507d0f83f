import { randomBytes } from 'node:crypto';
import { en } from '@prosper/shared/i18n/en';
import { ARTICLE_IMAGE_WIDTHS, coverFileName } from '@prosper/shared/rules/article-image';
import type { Storage } from '../storage/storage.ts';
import { AppError } from './app-error.ts';
import { sniffImageType, toWebp } from './images.ts';

/** What carries a cover image; each keeps its covers in a folder of that name per member (`<folder>/<member id>/…`). */
export const COVER_FOLDERS = ['articles', 'programs', 'stories'] as const;
export type CoverFolder = (typeof COVER_FOLDERS)[number];

/** A cover image: checked by its bytes, re-encoded to WebP at the two widths pages use, EXIF and GPS gone; its name tells the card copy's weight. */
export async function storeCoverImage(
  storage: Storage,
  { viewerId, bytes, folder }: { viewerId: string; bytes: Buffer; folder: CoverFolder },
): Promise<string> {
  if (!sniffImageType(bytes)) throw new AppError(415, 'invalid_image', en.media.invalidImage);
  const [page, card] = await Promise.all([
    toWebp(bytes, { width: ARTICLE_IMAGE_WIDTHS.page, fit: 'inside' }),
    toWebp(bytes, { width: ARTICLE_IMAGE_WIDTHS.card, fit: 'inside' }),
  ]);
  const key = `${folder}/${viewerId.toLowerCase()}/${randomBytes(8).toString('hex')}`;
  const name = (width: number) => coverFileName(key, card.length, width);
  await Promise.all([
    storage.put(name(ARTICLE_IMAGE_WIDTHS.page), page, 'image/webp'),
    storage.put(name(ARTICLE_IMAGE_WIDTHS.card), card, 'image/webp'),
  ]);
  return storage.url(name(ARTICLE_IMAGE_WIDTHS.page));
}
