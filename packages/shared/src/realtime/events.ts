import type { z } from 'zod/mini';
import { accountEvents } from './account-events.ts';
import { articleEvents } from './article-events.ts';
import { mediaEvents } from './media-events.ts';
import { messageEvents } from './message-events.ts';
import { mentorNotificationEvents, notificationEvents } from './notification-events.ts';
import { sessionEvents } from './session-events.ts';
import type { RealtimeTopic } from './topics.ts';

/**
 * Every event each topic carries, with the shape of its payload: the server publishes only these
 * (the types say so) and the web parses each one it receives, so a change to a payload on one side
 * shows on the other. Written with zod/mini because the web loads it with the realtime client on
 * every signed-in page, where the full zod would add tens of kilobytes.
 */
export const REALTIME_EVENTS = {
  notifications: notificationEvents,
  mentor_notifications: mentorNotificationEvents,
  messages: messageEvents,
  sessions: sessionEvents,
  media: mediaEvents,
  articles_feed: articleEvents,
  account: accountEvents,
} satisfies Record<RealtimeTopic, z.ZodMiniType<{ type: string; payload: unknown }>>;

/** One event of `topic`: `{ type, payload }`, its payload typed by its type. */
export type RealtimeEventOf<T extends RealtimeTopic> = z.infer<(typeof REALTIME_EVENTS)[T]>;

/** The same map, typed so that a generic topic finds its own event type. */
const byTopic: { [T in RealtimeTopic]: z.ZodMiniType<RealtimeEventOf<T>> } = REALTIME_EVENTS;

/** What a socket receives: one outbox row. Its `type` and `payload` are checked against REALTIME_EVENTS by the receiver. */
export type RealtimeFrame = { id: number; topic: RealtimeTopic; type: string; payload: unknown };

/** The event as declared for its topic, or null when it does not match (an older or newer server, or a bug). */
export function parseRealtimeEvent<T extends RealtimeTopic>(
  topic: T,
  event: { type: unknown; payload: unknown },
): RealtimeEventOf<T> | null {
  const result = byTopic[topic].safeParse(event);
  return result.success ? result.data : null;
}
