import { z } from 'zod/mini';
import type { Message } from '../schemas/message.ts';
import { mediaPayload } from './media-events.ts';

const message = z.object({
  id: z.string(),
  threadId: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  media: z.array(mediaPayload),
  clientId: z.nullable(z.string()),
}) satisfies z.ZodMiniType<Message>;

/** The messages topic, sent to both members of a thread: a new, changed (read) or deleted message. */
export const messageEvents = z.discriminatedUnion('type', [
  z.object({ type: z.literal('insert'), payload: message }),
  z.object({ type: z.literal('update'), payload: message }),
  z.object({ type: z.literal('delete'), payload: z.object({ id: z.string(), threadId: z.string() }) }),
]);
