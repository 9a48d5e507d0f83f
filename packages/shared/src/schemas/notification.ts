import type { MentorNotificationType, NotificationType } from '../constants/notifications.ts';

/** A general notification as the API returns it, with its actor's profile (SPEC §3). */
export type NotificationItem = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  actorId: string | null;
  postId: string | null;
  commentId: string | null;
  /** mentor_review: rating, session_id; others: session_id, question_id, story_id; null for a fan-out. */
  data: Record<string, unknown> | null;
  actor: { id: string; firstName: string; lastName: string; avatarUrl: string | null } | null;
};

/** A mentor's own notification (SPEC §3 mentor_notifications). */
export type MentorNotificationItem = {
  id: string;
  type: MentorNotificationType;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  read: boolean;
  createdAt: string;
};

export type NotificationCounts = { unread: number; unreadSyncRequests: number };
export type MentorNotificationCounts = { total: number; unread: number };
