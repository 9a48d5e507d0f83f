import sharp from 'sharp';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

/** What members may upload, judged by the bytes themselves. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

// Enough for any phone photo; a larger claim in a small file is a decompression bomb.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type from magic bytes alone. The file name and the declared type are the sender's
 * word, so neither is looked at; SVG is not an image here (it can carry script).
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  const gif = bytes.toString('latin1', 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type WebpOptions = { width: number; height?: number; fit: 'cover' | 'inside' };

/**
 * Re-encodes an upload as WebP: turned upright from its EXIF orientation, then stripped of all
 * metadata (camera, GPS position, ICC profile; colours are converted to sRGB first), shrunk but
 * never enlarged. Animated GIF and WebP keep their first frame. What we store is always pixels
 * we decoded ourselves, never the member's original file.
 */
export async function toWebp(bytes: Buffer, { width, height, fit }: WebpOptions): Promise<Buffer> {
  try {
    // sharp writes no metadata unless asked to (keepExif, keepIccProfile, withMetadata): none is.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width, height, fit, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw Object.assign(new AppError(415, 'invalid_image', en.media.invalidImage), { cause: error });
  }
}
