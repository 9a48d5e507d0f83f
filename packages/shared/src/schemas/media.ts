import { z } from 'zod';

/** SPEC §9: the upload limit. §8's text says 50MB; a megabyte here is 1,048,576 bytes. */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;
/** What one member may keep in all (originals as uploaded), against a store filled by one account. */
export const MEDIA_QUOTA_BYTES = 1024 * 1024 * 1024;
/** Uploads per member per hour, against scripted flooding; a busy afternoon of photos stays well under. */
export const MEDIA_UPLOAD_LIMIT = { max: 60, windowSeconds: 3600 } as const;
/** Photos and videos one message may carry. */
export const MESSAGE_MEDIA_MAX = 4;
/** A message's video is a short one: longer videos are refused when processed. */
export const VIDEO_MAX_SECONDS = 180;
/** Unattached media are removed after this long. */
export const ORPHAN_AFTER_HOURS = 24;

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_STATES = ['processing', 'ready', 'failed'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

export const mediaUploadQuery = z.object({
  kind: z.enum(MEDIA_KINDS),
  /** Private media (message attachments) are served only through signed, expiring URLs. */
  private: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * One uploaded photo or video as its owner and viewers see it. URLs are set once it is ready:
 * `url` the full image or the phone-sized video, `smallUrl` the card image or the data-saver
 * video, `posterUrl` a video's first frame. Sizes are the bytes each rendition weighs.
 */
export const mediaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  state: z.enum(MEDIA_STATES),
  private: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  smallBytes: z.number().int().nullable(),
  url: z.string().nullable(),
  smallUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Media = z.infer<typeof mediaSchema>;
