import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { isHeif } from './sniff.ts';

const run = promisify(execFile);

// Enough for any phone photo; a larger claim in a small file is a decompression bomb.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
export const IMAGE_WIDTHS = { full: 2048, card: 640 } as const;
const HEIF_TIMEOUT_MS = 60_000;

export type ImageResult = { full: string; card: string; width: number; height: number };

/**
 * Re-encodes a photo to WebP at full and card sizes in `work`: turned upright from its EXIF
 * orientation, then stripped of all metadata (camera, GPS, ICC; colours converted to sRGB first),
 * shrunk but never enlarged. HEIC from phones is decoded with libheif's heif-convert first: sharp's
 * prebuilt libvips cannot read it.
 */
export async function processImage(original: string, work: string): Promise<ImageResult> {
  let input = original;
  if (await isHeif(original)) {
    input = path.join(work, 'decoded.png');
    await run('heif-convert', [original, input], { timeout: HEIF_TIMEOUT_MS });
  }
  const full = path.join(work, 'full.webp');
  const card = path.join(work, 'card.webp');
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  // sharp writes no metadata unless asked to (keepExif, withMetadata): none is.
  const info = await open()
    .resize({ width: IMAGE_WIDTHS.full, height: IMAGE_WIDTHS.full, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toFile(full);
  await open()
    .resize({ width: IMAGE_WIDTHS.card, height: IMAGE_WIDTHS.card, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toFile(card);
  return { full, card, width: info.width, height: info.height };
}
