import * as en from '@prosper/shared/i18n/en/index';
import { MEDIA_MAX_BYTES, type Media, type MediaKind } from '@prosper/shared/schemas/media';
import { ApiError, api } from './api-client.ts';
import { subscribeRealtime } from './realtime.ts';

/** What the pickers offer; the server decides by the bytes (HEIC from phones included). */
export const ACCEPT_MEDIA = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif',
  video: 'video/mp4,video/webm,video/quicktime',
} as const;

/** A processing upload is asked about this often, in case a live event was missed. */
const POLL_MS = 3000;

/** The kind a chosen file declares, for the checks the browser can make before sending. HEIC often has no type at all. */
function kindOf(file: File): MediaKind | null {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('image/') || /\.hei[cf]$/i.test(file.name)) return 'image';
  return null;
}

/** The kind to upload the file as, or the spec's text saying why it cannot be (SPEC §8). */
export function checkMediaFile(file: File, kinds: readonly MediaKind[]): { kind: MediaKind } | { problem: string } {
  const kind = kindOf(file);
  if (!kind || !kinds.includes(kind)) return { problem: kinds.includes('image') ? en.media.invalidImage : en.media.invalidVideo };
  if (file.size > MEDIA_MAX_BYTES) return { problem: en.media.tooLarge };
  return { kind };
}

/** Resolves once the upload is ready (told live, or found by asking); rejects when processing failed. */
function whenReady(media: Media): Promise<Media> {
  if (media.state === 'ready') return Promise.resolve(media);
  return new Promise((resolve, reject) => {
    const settle = (m: Media) => {
      if (m.state === 'processing') return;
      stop();
      clearInterval(poll);
      if (m.state === 'ready') resolve(m);
      else reject(new ApiError(422, 'media_failed', en.media.processingFailed));
    };
    const stop = subscribeRealtime('media', (event) => {
      if (event.payload.id === media.id) settle(event.payload);
    });
    const poll = setInterval(() => {
      api<Media>(`/api/media/${encodeURIComponent(media.id)}`).then(settle, () => {});
    }, POLL_MS);
  });
}

/**
 * Uploads a photo or video and waits until it is processed. Private media (message attachments)
 * are reached later only through signed URLs. Any failure that is not the server's own words is
 * 'Failed to upload media'.
 */
export async function uploadMedia(file: File, { kind, isPrivate }: { kind: MediaKind; isPrivate: boolean }): Promise<Media> {
  const form = new FormData();
  form.append('file', file);
  try {
    const media = await api<Media>(`/api/media?kind=${kind}&private=${isPrivate}`, { method: 'POST', body: form });
    return await whenReady(media);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    throw new ApiError(0, 'upload_failed', en.media.uploadFailed);
  }
}
