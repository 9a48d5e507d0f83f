import type { NotificationSettings } from '../schemas/notification-settings.ts';

/** What a member's notification is about (SPEC §3, notifications.type). */
export const NOTIFICATION_TYPES = [
  'follow',
  'post_like',
  'post_comment',
  'comment_reply',
  'new_post_from_followed',
  'sync_request',
  'sync_request_accepted',
  'sync_request_rejected',
  'new_message',
  'session_booking',
  'session_reminder',
  'session_cancelled',
  'session_completed',
  'qa_answer',
  'payment_received',
  'payment_sent',
  'story_like',
  'story_comment',
  'mentor_review',
  'content_removed',
  // Ours (issue 18): a mentor is asked to approve being named in a story.
  'story_mentor_named',
  'goal_shared',
  'goal_comment',
  'program_application_accepted',
  'program_application_declined',
  'program_application_waitlisted',
  'program_announcement',
  'program_completed',
  // Ours (issue 28): "Send a test" in Settings → Notifications, in-app only.
  'channel_test',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The groups a member can switch off one by one in the notification settings (SPEC §3). */
export const NOTIFICATION_CATEGORIES = ['social', 'messages', 'sessions', 'qa', 'payments', 'stories', 'reviews'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Which category setting silences each type; connection requests count as social. */
export const NOTIFICATION_CATEGORY: Record<NotificationType, NotificationCategory> = {
  follow: 'social',
  post_like: 'social',
  post_comment: 'social',
  comment_reply: 'social',
  new_post_from_followed: 'social',
  sync_request: 'social',
  sync_request_accepted: 'social',
  sync_request_rejected: 'social',
  new_message: 'messages',
  session_booking: 'sessions',
  session_reminder: 'sessions',
  session_cancelled: 'sessions',
  session_completed: 'sessions',
  qa_answer: 'qa',
  payment_received: 'payments',
  payment_sent: 'payments',
  story_like: 'stories',
  story_comment: 'stories',
  mentor_review: 'reviews',
  content_removed: 'social',
  channel_test: 'social',
  story_mentor_named: 'stories',
  goal_shared: 'sessions',
  goal_comment: 'sessions',
  // A program is mentoring in a cohort: its news is silenced with the sessions' (issue 17).
  program_application_accepted: 'sessions',
  program_application_declined: 'sessions',
  program_application_waitlisted: 'sessions',
  program_announcement: 'sessions',
  program_completed: 'sessions',
};

/**
 * What the /notifications page filters by: fewer and broader than the settings categories, so the
 * tabs fit a phone. Reviews are of sessions; Q&A, stories and connections are the community's.
 */
export const NOTIFICATION_KINDS = ['sessions', 'messages', 'payments', 'social'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND: Record<NotificationType, NotificationKind> = {
  follow: 'social',
  post_like: 'social',
  post_comment: 'social',
  comment_reply: 'social',
  new_post_from_followed: 'social',
  sync_request: 'social',
  sync_request_accepted: 'social',
  sync_request_rejected: 'social',
  new_message: 'messages',
  session_booking: 'sessions',
  session_reminder: 'sessions',
  session_cancelled: 'sessions',
  session_completed: 'sessions',
  qa_answer: 'social',
  payment_received: 'payments',
  payment_sent: 'payments',
  story_like: 'social',
  story_comment: 'social',
  mentor_review: 'sessions',
  content_removed: 'social',
  channel_test: 'social',
  story_mentor_named: 'social',
  goal_shared: 'social',
  goal_comment: 'social',
  // The Sessions tab is of one-to-one sessions; a program's news sits with the community's.
  program_application_accepted: 'social',
  program_application_declined: 'social',
  program_application_waitlisted: 'social',
  program_announcement: 'social',
  program_completed: 'social',
};

/** The types of one kind, as the server's filter and its index read them. */
export const typesOfKind = (kind: NotificationKind): NotificationType[] =>
  NOTIFICATION_TYPES.filter((type) => NOTIFICATION_KIND[type] === kind);

/**
 * Types never created when the actor is the recipient (SPEC §5): liking your own post is not news.
 * Other types (a message, a payment) always name someone else or the system, so they need no check.
 */
export const SELF_SUPPRESSED_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'follow',
  'post_like',
  'post_comment',
  'comment_reply',
  'qa_answer',
  'story_like',
  'story_comment',
  'mentor_review',
]);

/**
 * Types no category switch silences: a member must learn that our team removed what they wrote,
 * and why (decision 034). Switching in-app notifications off still keeps them off the bell.
 */
export const UNSILENCED_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>(['content_removed']);

/** What a mentor's own notification is about (SPEC §3, mentor_notifications.notification_type). */
export const MENTOR_NOTIFICATION_TYPES = [
  'session_request',
  'session_confirmed',
  'session_cancelled',
  'new_review',
  'profile_viewed',
  'payment_received',
] as const;
export type MentorNotificationType = (typeof MENTOR_NOTIFICATION_TYPES)[number];

/** The title a mentor notification gets when none is given (SPEC §9). */
export const MENTOR_NOTIFICATION_TITLES: Record<MentorNotificationType, string> = {
  session_request: 'New Session Request',
  session_confirmed: 'Session Confirmed',
  session_cancelled: 'Session Cancelled',
  new_review: 'New Review Received',
  profile_viewed: 'Profile Viewed',
  payment_received: 'Payment Received',
};

/** The icon beside each mentor notification (SPEC §2); the UI shows 'bell' for any other type. */
export type MentorNotificationIcon = 'calendar' | 'check' | 'cross' | 'star' | 'eye' | 'money';
export const MENTOR_NOTIFICATION_ICONS: Record<MentorNotificationType, MentorNotificationIcon> = {
  session_request: 'calendar',
  session_confirmed: 'check',
  session_cancelled: 'cross',
  new_review: 'star',
  profile_viewed: 'eye',
  payment_received: 'money',
};

/** Notification list paging and feedback (SPEC §4, §9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How close to the end of the list the next page starts loading. */
export const NOTIFICATIONS_SCROLL_MARGIN_PX = 100;
/** A first page fetched this recently is not fetched again unless forced. */
export const NOTIFICATIONS_FIRST_PAGE_FRESH_MS = 5 * 60_000;
export const NOTIFICATION_SOUND_VOLUME = 0.5;
/** Badges show '9+' on the general bell and '99+' on the mentor bell (SPEC §2). */
export const GENERAL_BADGE_MAX = 9;
export const MENTOR_BADGE_MAX = 99;

export const NOTIFICATION_FREQUENCIES = ['real_time', 'daily', 'weekly'] as const;

/** What sounds even in quiet hours when the member keeps priority alerts on: a session about to start. */
export const PRIORITY_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(['session_reminder']);
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/**
 * The row created on a member's first settings fetch (SPEC §4, §9): real time, quiet hours
 * 22:00 to 08:00 but switched off, no SMS, everything else on.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = {
  emailNotificationsEnabled: true,
  pushNotificationsEnabled: true,
  inAppNotificationsEnabled: true,
  smsNotificationsEnabled: false,
  notificationFrequency: 'real_time',
  quietHoursEnabled: false,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  notificationSoundEnabled: true,
  vibrationEnabled: true,
  doNotDisturbEnabled: true,
  priorityNotificationsEnabled: true,
  sessionNotificationsEnabled: true,
  messageNotificationsEnabled: true,
  socialNotificationsEnabled: true,
  qaNotificationsEnabled: true,
  paymentNotificationsEnabled: true,
  storyNotificationsEnabled: true,
  reviewNotificationsEnabled: true,
  // Ours (decision 047): a push for a message says who wrote, not what, until the member chooses.
  pushMessageTextEnabled: false,
  // Ours (issue 28): the daily "you have N unread messages" text is chosen, never assumed.
  smsUnreadDailyEnabled: false,
};

/** The setting that switches a whole category on or off. */
export type CategorySettingKey = Extract<
  keyof NotificationSettings,
  | 'socialNotificationsEnabled'
  | 'messageNotificationsEnabled'
  | 'sessionNotificationsEnabled'
  | 'qaNotificationsEnabled'
  | 'paymentNotificationsEnabled'
  | 'storyNotificationsEnabled'
  | 'reviewNotificationsEnabled'
>;
export const CATEGORY_SETTING: Record<NotificationCategory, CategorySettingKey> = {
  social: 'socialNotificationsEnabled',
  messages: 'messageNotificationsEnabled',
  sessions: 'sessionNotificationsEnabled',
  qa: 'qaNotificationsEnabled',
  payments: 'paymentNotificationsEnabled',
  stories: 'storyNotificationsEnabled',
  reviews: 'reviewNotificationsEnabled',
};
