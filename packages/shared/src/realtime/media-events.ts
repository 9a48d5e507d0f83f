import { z } from 'zod/mini';
import type { Media } from '../schemas/media.ts';

export const mediaPayload = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  state: z.enum(['processing', 'ready', 'failed']),
  private: z.boolean(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  durationMs: z.nullable(z.number()),
  bytes: z.nullable(z.number()),
  smallBytes: z.nullable(z.number()),
  url: z.nullable(z.string()),
  smallUrl: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<Media>;

/** The media topic, sent to the owner: their upload finished processing (ready or failed). */
export const mediaEvents = z.discriminatedUnion('type', [z.object({ type: z.literal('update'), payload: mediaPayload })]);
