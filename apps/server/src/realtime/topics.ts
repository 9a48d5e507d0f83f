/**
 * Realtime topics. Private ones reach only the member an event names; public ones reach every
 * signed-in tab that subscribed to them.
 */
export const PRIVATE_TOPICS = ['notifications', 'mentor_notifications', 'messages', 'connection_requests', 'sessions'] as const;
export const PUBLIC_TOPICS = ['articles_feed'] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];

/** What a socket receives: one outbox row. */
export type RealtimeEvent = { id: number; topic: PrivateTopic | PublicTopic; type: string; payload: unknown };

export const isPublicTopic = (topic: string): topic is PublicTopic => (PUBLIC_TOPICS as readonly string[]).includes(topic);
