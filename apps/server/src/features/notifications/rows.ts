import { sql } from 'drizzle-orm';
import type { MentorNotificationType, NotificationType } from '@prosper/shared/constants/notifications';
import type { MentorNotificationItem, NotificationItem } from '@prosper/shared/schemas/notification';

/** A notification `n` with its actor `a` (profiles, left-joined). */
export const notificationColumns = sql`n.id, n.type, n.title, n.message, n.read, n.created_at, n.actor_id, n.post_id, n.comment_id, n.data,
  a.first_name as actor_first_name, a.last_name as actor_last_name, a.avatar_url as actor_avatar_url`;

export type NotificationRow = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  created_at: string | Date;
  actor_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  data: Record<string, unknown> | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_avatar_url: string | null;
};

export function toNotification(r: NotificationRow): NotificationItem {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    read: r.read,
    createdAt: new Date(r.created_at).toISOString(),
    actorId: r.actor_id,
    postId: r.post_id,
    commentId: r.comment_id,
    data: r.data,
    actor:
      r.actor_id && r.actor_first_name !== null
        ? { id: r.actor_id, firstName: r.actor_first_name, lastName: r.actor_last_name ?? '', avatarUrl: r.actor_avatar_url }
        : null,
  };
}

export const mentorNotificationColumns = sql`id, notification_type, title, message, data, read, created_at`;

export type MentorNotificationRow = {
  id: string;
  notification_type: MentorNotificationType;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  read: boolean;
  created_at: string | Date;
};

export function toMentorNotification(r: MentorNotificationRow): MentorNotificationItem {
  return {
    id: r.id,
    type: r.notification_type,
    title: r.title,
    message: r.message,
    data: r.data,
    read: r.read,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
