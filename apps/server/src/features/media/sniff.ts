import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { MediaKind } from '@prosper/shared/schemas/media';

/** Bytes enough for file-type to tell every format we take. */
export const SNIFF_BYTES = 4100;

/** What members may upload, by kind, as file-type names them from the bytes (phones' HEIC included). */
const ACCEPTED: Record<MediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'],
  video: ['video/mp4', 'video/x-m4v', 'video/webm', 'video/quicktime'],
};

/**
 * The file's type from its first bytes when it is one we take for `kind`, else null. The file name
 * and the declared type are the sender's word, so neither is looked at.
 */
export async function sniffMedia(head: Uint8Array, kind: MediaKind): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  return found && ACCEPTED[kind].includes(found.mime) ? found.mime : null;
}

export const isHeif = async (file: string) => {
  const found = await fileTypeFromFile(file);
  return found?.mime === 'image/heic' || found?.mime === 'image/heif';
};
