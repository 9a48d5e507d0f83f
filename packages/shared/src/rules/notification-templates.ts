import { MENTOR_NOTIFICATION_TITLES, type MentorNotificationType, type NotificationType } from '../constants/notifications.ts';
import type { RemovableContentType } from '../constants/reports.ts';
import * as en from '../i18n/en/index.ts';
import { fill } from '../i18n/fill.ts';

/** What a notification text is filled with; {name} is always the actor's name (SPEC §9). */
export type NotificationTextValues = {
  name: string;
  /** The session, question, goal or program title. */
  title?: string;
  /** A dollar amount already formatted, without the $ ("25.00"). */
  amount?: string;
  rating?: number;
  comment?: string;
  /** Payments made for a session say so. */
  withSession?: boolean;
  /** What our team removed, in a few words of its own, and the reason's label (content_removed). */
  removed?: { type: RemovableContentType; excerpt: string; article?: string; reason: string; note?: string | null };
};

/**
 * The title of each type. SPEC §9 gives most of them; where it gives only a message
 * (connections, new posts, bookings, reminders, answers) these are ours.
 */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  follow: 'New Follower',
  post_like: 'Post Liked',
  post_comment: 'New Comment',
  comment_reply: 'Comment Reply',
  new_post_from_followed: 'New Post',
  sync_request: 'Connection Request',
  sync_request_accepted: 'Connection Accepted',
  sync_request_rejected: 'Connection Rejected',
  new_message: 'New Message',
  session_booking: 'New Session Booking',
  session_reminder: 'Session Reminder',
  session_cancelled: 'Session Cancelled',
  session_completed: 'Session Completed',
  qa_answer: 'Question Answered',
  payment_received: 'Payment Received',
  payment_sent: 'Payment Sent',
  story_like: 'Story Liked',
  story_comment: 'Story Comment',
  mentor_review: 'New Review Received',
  content_removed: en.reports.removedTitle,
  channel_test: en.notifications.test.title,
  story_mentor_named: en.stories.namingTitle,
  goal_shared: 'Goal Shared',
  goal_comment: 'Goal Comment',
  program_application_accepted: 'Application Accepted',
  program_application_declined: 'Application Declined',
  program_application_waitlisted: 'Application Waitlisted',
  program_announcement: 'Program Announcement',
  program_completed: 'Program Completed',
};

/** Types whose notifications on the same thing are shown as one ("Amara and 2 others liked your post"). */
export const GROUPABLE_TYPES = ['follow', 'post_like', 'post_comment', 'story_like', 'story_comment'] as const;
export type GroupableType = (typeof GROUPABLE_TYPES)[number];

/** What the actor did, for the types that group; the message is "{name} " and this. */
const GROUP_ACTIONS: Record<GroupableType, string> = {
  follow: 'started following you',
  post_like: 'liked your post',
  post_comment: 'commented on your post',
  story_like: 'liked your story',
  story_comment: 'commented on your story',
};

/** True for a type whose notifications group. */
export function isGroupableType(type: string): type is GroupableType {
  return Object.hasOwn(GROUP_ACTIONS, type);
}

function message(type: NotificationType, v: NotificationTextValues): string {
  const { name } = v;
  const title = v.title ?? '';
  const forSession = v.withSession ? ' for a session' : '';
  switch (type) {
    case 'follow':
    case 'post_like':
    case 'post_comment':
    case 'story_like':
    case 'story_comment':
      return `${name} ${GROUP_ACTIONS[type]}`;
    case 'comment_reply':
      return `${name} replied to your comment`;
    case 'new_post_from_followed':
      return `${name} created a new post`;
    case 'sync_request':
      return `${name} wants to connect with you`;
    case 'sync_request_accepted':
      return `${name} accepted your connection request`;
    case 'sync_request_rejected':
      return `${name} rejected your connection request`;
    case 'new_message':
      return `${name} sent you a message`;
    case 'session_booking':
      return `${name} booked a session: "${title}"`;
    case 'session_reminder':
      return `Your session "${title}" starts in 30 minutes`;
    case 'session_cancelled':
      return `${name} cancelled the session: "${title}"`;
    case 'session_completed':
      return `Your session "${title}" with ${name} has been completed`;
    case 'qa_answer':
      return `${name} answered your question: "${title}"`;
    case 'payment_received':
      return `You received $${v.amount ?? ''} from ${name}${forSession}`;
    case 'payment_sent':
      return `You sent $${v.amount ?? ''} to ${name}${forSession}`;
    case 'mentor_review':
      return `${name} rated you ${v.rating ?? ''}/5: "${v.comment ?? ''}"`;
    case 'content_removed':
      return removedMessage(v.removed);
    case 'story_mentor_named':
      return fill(en.stories.namingMessage, { name });
    case 'goal_shared':
      return `${name} shared a goal with you: "${title}"`;
    case 'goal_comment':
      return `${name} commented on your goal: "${title}"`;
    case 'program_application_accepted':
      return `Your application to "${title}" was accepted`;
    case 'program_application_declined':
      return `Your application to "${title}" was declined`;
    case 'program_application_waitlisted':
      return `Your application to "${title}" is on the waiting list`;
    case 'program_announcement':
      return `${name} posted an announcement in "${title}"`;
    case 'program_completed':
      return `You completed "${title}": your certificate is ready`;
    case 'channel_test':
      return en.notifications.test.inAppMessage;
  }
}

/** Which content went and why, and the admin's note when there is one. */
function removedMessage(removed: NotificationTextValues['removed']): string {
  if (!removed) return '';
  const { type, excerpt, article = '', reason, note } = removed;
  const notice = fill(en.reports.removedNotice[type], { excerpt, article, reason });
  return note ? `${notice} ${fill(en.reports.removedNote, { note })}` : notice;
}

/** The title and message a notification of this type is created with, SPEC §9 texts word for word. */
export function notificationText(type: NotificationType, v: NotificationTextValues): { title: string; message: string } {
  return { title: NOTIFICATION_TITLES[type], message: message(type, v) };
}

/** The default title of a mentor notification; an unknown type is refused (SPEC §5). */
export function mentorNotificationTitle(type: string): string {
  if (!Object.hasOwn(MENTOR_NOTIFICATION_TITLES, type)) throw new Error(en.notifications.unknownType);
  return MENTOR_NOTIFICATION_TITLES[type as MentorNotificationType];
}

/**
 * The message of a group of notifications, newest actor first: one actor reads like a single
 * notification, two are both named, more are counted ("Amara and 3 others liked your post").
 * `total` is how many actors there are; `names` may hold only the first few.
 */
export function groupedNotificationMessage(type: GroupableType, names: readonly string[], total: number): string {
  const action = GROUP_ACTIONS[type];
  const [first = '', second] = names;
  if (total <= 1) return `${first} ${action}`;
  if (total === 2 && second !== undefined) return `${first} and ${second} ${action}`;
  const others = total - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'} ${action}`;
}
