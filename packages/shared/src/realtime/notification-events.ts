import { z } from 'zod/mini';
import { MENTOR_NOTIFICATION_TYPES, NOTIFICATION_TYPES } from '../constants/notifications.ts';
import type { MentorNotificationItem, NotificationItem } from '../schemas/notification.ts';

const data = z.nullable(z.record(z.string(), z.unknown()));

const notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  actorId: z.nullable(z.string()),
  postId: z.nullable(z.string()),
  commentId: z.nullable(z.string()),
  data,
  actor: z.nullable(z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), avatarUrl: z.nullable(z.string()) })),
}) satisfies z.ZodMiniType<NotificationItem>;

const mentorNotification = z.object({
  id: z.string(),
  type: z.enum(MENTOR_NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data,
  read: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<MentorNotificationItem>;

/**
 * Both notification streams share one lifecycle (SPEC §4): an insert adds on top, an update
 * replaces, a delete removes; read_all and clear change the whole list. A quiet insert arrived
 * while the member is in a session with do-not-disturb on (decision 029): it is added, not sounded.
 */
const lifecycleOf = <Item extends z.ZodMiniType>(item: Item) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('insert'), payload: item }),
    z.object({ type: z.literal('insert_quiet'), payload: item }),
    z.object({ type: z.literal('update'), payload: item }),
    z.object({ type: z.literal('delete'), payload: z.object({ id: z.string(), read: z.boolean() }) }),
    z.object({ type: z.literal('read_all'), payload: z.object({}) }),
    z.object({ type: z.literal('clear'), payload: z.object({}) }),
  ]);

export const notificationEvents = lifecycleOf(notification);
export const mentorNotificationEvents = lifecycleOf(mentorNotification);
