import { z } from 'zod';
import { MENTOR_NOTIFICATION_TYPES, NOTIFICATION_TYPES } from '../constants/notifications.ts';
import { memberId } from './ids.ts';

const data = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    'mentor_review: rating, session_id; new_post_from_followed: post_count, author_ids (newest first, decision 022); others: session_id, question_id, story_id, goal_id',
  );

/** A general notification as the API returns it, with its actor's profile (SPEC §3). */
export const notificationItemSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
    actorId: memberId.nullable(),
    postId: z.uuid().nullable(),
    commentId: z.uuid().nullable(),
    data,
    actor: z.object({ id: memberId, firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** A mentor's own notification (SPEC §3 mentor_notifications). */
export const mentorNotificationItemSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(MENTOR_NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    data,
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MentorNotificationItem' });
export type MentorNotificationItem = z.infer<typeof mentorNotificationItemSchema>;

export const notificationCountsSchema = z.object({ unread: z.number().int(), unreadSyncRequests: z.number().int() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
export const mentorNotificationCountsSchema = z.object({ total: z.number().int(), unread: z.number().int() });
export type MentorNotificationCounts = z.infer<typeof mentorNotificationCountsSchema>;
