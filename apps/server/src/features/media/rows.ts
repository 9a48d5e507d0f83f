import type { Media, MediaKind, MediaState } from '@prosper/shared/schemas/media';
import type { Storage } from '../../storage/storage.ts';

/* Media rows, where their files live, and how a viewer gets at them. */

export type MediaRow = {
  id: string;
  owner_id: string;
  kind: MediaKind;
  state: MediaState;
  private: boolean;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  bytes: number | null;
  small_bytes: number | null;
  created_at: string | Date;
};

export const MEDIA_COLUMNS = 'id, owner_id, kind, state, private, width, height, duration_ms, bytes, small_bytes, created_at';

/** Every file of one media lives in this folder, so deleting it is one call. */
export const mediaFolder = (m: { id: string; owner_id: string; private: boolean }) =>
  `${m.private ? 'private/' : ''}media/${m.owner_id.toLowerCase()}/${m.id}`;

/** The renditions processing writes, by kind: the full one, the small one (card or data saver), a video's poster. */
export const RENDITIONS = {
  image: { full: 'full.webp', small: 'card.webp', poster: null },
  video: { full: 'video.mp4', small: 'video-small.mp4', poster: 'poster.webp' },
} as const;
export const ORIGINAL = 'original';

/** Signed URLs last until the end of the next whole hour: stable for an hour, so browsers can cache them. */
const SIGNED_FOR_S = 3600;
export function signedUntil(now = Date.now()): number {
  return (Math.floor(now / 1000 / SIGNED_FOR_S) + 2) * SIGNED_FOR_S;
}

export function toMedia(r: MediaRow, storage: Storage): Media {
  const folder = mediaFolder(r);
  const names = RENDITIONS[r.kind];
  const expiresAt = signedUntil();
  const url = (name: string | null) => {
    if (r.state !== 'ready' || name === null) return null;
    const key = `${folder}/${name}`;
    return r.private ? storage.signedUrl(key, expiresAt) : storage.url(key);
  };
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    private: r.private,
    width: r.width,
    height: r.height,
    durationMs: r.duration_ms,
    bytes: r.bytes,
    smallBytes: r.small_bytes,
    url: url(names.full),
    smallUrl: url(names.small),
    posterUrl: url(names.poster),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
