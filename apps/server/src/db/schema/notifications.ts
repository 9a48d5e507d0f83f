import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_SETTINGS as D, NOTIFICATION_KIND, NOTIFICATION_TYPES } from '@prosper/shared/constants/notifications';
import { profiles } from './profiles.ts';

const member = (name: string) => text(name).references(() => profiles.id, { onDelete: 'cascade' });

/**
 * The filter kind of a type (packages/shared NOTIFICATION_KIND), kept by the database so an index can
 * lead with it. Social types are left to the `else`, so that a new social type does not change the
 * expression: a changed generated column is dropped and made again, losing its index (migration 0024).
 */
const kindOfType = sql.raw(
  `case type ${NOTIFICATION_TYPES.filter((type) => NOTIFICATION_KIND[type] !== 'social')
    .map((type) => `when '${type}' then '${NOTIFICATION_KIND[type]}'`)
    .join(' ')} else 'social' end`,
);

/** SPEC §3 notifications: a member's general stream. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: member('user_id').notNull(),
    // The spec's sync_request badge query reads recipient_id; it is always the same member as user_id.
    recipientId: member('recipient_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    actorId: member('actor_id'),
    postId: text('post_id'),
    commentId: text('comment_id'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull().generatedAlwaysAs(kindOfType),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    index('notifications_sync_unread_idx').on(t.recipientId).where(sql`${t.type} = 'sync_request' and not ${t.read}`),
    // Repeated follows do not stack.
    uniqueIndex('notifications_follow_once_idx').on(t.userId, t.actorId, t.type).where(sql`${t.type} = 'follow'`),
    // The /notifications filter: one kind of a member's notifications, newest first, a page at a time.
    index('notifications_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Posts from followed authors gather in one unread item (decision 022); two publishes at once cannot make two.
    uniqueIndex('notifications_new_posts_unread_idx').on(t.userId).where(sql`${t.type} = 'new_post_from_followed' and not ${t.read}`),
  ],
);

/** SPEC §3 mentor_notifications: the mentor's own stream. */
export const mentorNotifications = pgTable(
  'mentor_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: member('mentor_id').notNull(),
    notificationType: text('notification_type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mentor_notifications_mentor_created_idx').on(t.mentorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mentor_notifications_mentor_unread_idx').on(t.mentorId).where(sql`not ${t.read}`),
  ],
);

/** SPEC §3 user_notification_settings with the §9 defaults; a row is made on first read. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  userId: member('user_id').primaryKey(),
  emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(D.emailNotificationsEnabled),
  pushNotificationsEnabled: boolean('push_notifications_enabled').notNull().default(D.pushNotificationsEnabled),
  inAppNotificationsEnabled: boolean('in_app_notifications_enabled').notNull().default(D.inAppNotificationsEnabled),
  smsNotificationsEnabled: boolean('sms_notifications_enabled').notNull().default(D.smsNotificationsEnabled),
  notificationFrequency: text('notification_frequency').notNull().default(D.notificationFrequency),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(D.quietHoursEnabled),
  quietHoursStart: text('quiet_hours_start').notNull().default(D.quietHoursStart),
  quietHoursEnd: text('quiet_hours_end').notNull().default(D.quietHoursEnd),
  notificationSoundEnabled: boolean('notification_sound_enabled').notNull().default(D.notificationSoundEnabled),
  vibrationEnabled: boolean('vibration_enabled').notNull().default(D.vibrationEnabled),
  doNotDisturbEnabled: boolean('do_not_disturb_enabled').notNull().default(D.doNotDisturbEnabled),
  priorityNotificationsEnabled: boolean('priority_notifications_enabled').notNull().default(D.priorityNotificationsEnabled),
  sessionNotificationsEnabled: boolean('session_notifications_enabled').notNull().default(D.sessionNotificationsEnabled),
  messageNotificationsEnabled: boolean('message_notifications_enabled').notNull().default(D.messageNotificationsEnabled),
  socialNotificationsEnabled: boolean('social_notifications_enabled').notNull().default(D.socialNotificationsEnabled),
  qaNotificationsEnabled: boolean('qa_notifications_enabled').notNull().default(D.qaNotificationsEnabled),
  paymentNotificationsEnabled: boolean('payment_notifications_enabled').notNull().default(D.paymentNotificationsEnabled),
  storyNotificationsEnabled: boolean('story_notifications_enabled').notNull().default(D.storyNotificationsEnabled),
  reviewNotificationsEnabled: boolean('review_notifications_enabled').notNull().default(D.reviewNotificationsEnabled),
  // Ours (decision 047): a push for a message shows its text only when the member says so.
  pushMessageTextEnabled: boolean('push_message_text_enabled').notNull().default(D.pushMessageTextEnabled),
  // Ours (issue 28): the daily "you have N unread messages" text, only when chosen.
  smsUnreadDailyEnabled: boolean('sms_unread_daily_enabled').notNull().default(D.smsUnreadDailyEnabled),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail owed for notifications: sent at once (real_time, through a job) or collected into the daily
 * or weekly digest. sent_at marks what left, so a retried digest never sends an item twice.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: member('user_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A line for the mail only, under the message: a receipt's amount charged in its currency (decision 056). */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_emails_unsent_idx').on(t.userId, t.id).where(sql`${t.sentAt} is null`)],
);
