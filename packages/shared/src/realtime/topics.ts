/**
 * Realtime topics. Private ones reach only the member an event names, without asking; public ones
 * reach every signed-in tab that subscribed to them.
 */
export const PRIVATE_TOPICS = ['notifications', 'mentor_notifications', 'messages', 'sessions', 'account', 'media'] as const;
export const PUBLIC_TOPICS = ['articles_feed'] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];
export type RealtimeTopic = PrivateTopic | PublicTopic;

export const isPublicTopic = (topic: string): topic is PublicTopic => (PUBLIC_TOPICS as readonly string[]).includes(topic);
export const isRealtimeTopic = (topic: string): topic is RealtimeTopic =>
  isPublicTopic(topic) || (PRIVATE_TOPICS as readonly string[]).includes(topic);
