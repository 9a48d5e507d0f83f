import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CATEGORY_SETTING,
  MENTOR_NOTIFICATION_TYPES,
  type MentorNotificationType,
  NOTIFICATION_CATEGORY,
  type NotificationCategory,
  type NotificationType,
  SELF_SUPPRESSED_TYPES,
  UNSILENCED_TYPES,
} from '@prosper/shared/constants/notifications';
import { en } from '@prosper/shared/i18n/en';
import { nextDigestAt } from '@prosper/shared/rules/member-time';
import { mentorNotificationTitle } from '@prosper/shared/rules/notification-templates';
import { quietHoursEnd } from '@prosper/shared/rules/quiet-hours';
import type { MentorNotificationItem, NotificationItem } from '@prosper/shared/schemas/notification';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import { type Tx, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberTimeZone } from '../../lib/member-time-zone.ts';
import { publish } from '../../realtime/outbox.ts';
import { type PushNotice, queuePush } from '../push/notice.ts';
import { queueSms } from '../sms/notice.ts';
import { notificationSettings } from './settings.ts';
import {
  notificationColumns,
  type NotificationRow,
  toNotification,
  mentorNotificationColumns,
  type MentorNotificationRow,
  toMentorNotification,
} from './rows.ts';

export type NotificationInput = {
  recipientId: string | null | undefined;
  type: NotificationType | null | undefined;
  title: string | null | undefined;
  message: string | null | undefined;
  actorId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  data?: Record<string, unknown> | null;
  /** Names the event when it has a natural identity (a session's reminder), so it is delivered once even if made twice. */
  eventKey?: string;
  /** A session reminder's meeting link, for push and mail only (decision 048). */
  joinUrl?: string | null;
  /** A line for the mail only, under the message: a payment receipt's amount charged (decision 056). */
  mailDetail?: string | null;
};

/**
 * Creates a member's notification, the one way every feature does it (SPEC §5, §8), inside the
 * caller's transaction: its realtime event and its mail leave only if that commits.
 * Returns null when nothing was created: the actor is the recipient (for the §5 types), the member
 * switched the category or in-app notifications off, or a repeated follow.
 */
export async function createNotification(tx: Tx, input: NotificationInput): Promise<NotificationItem | null> {
  if (!input.recipientId) throw new AppError(400, 'missing_recipient', en.notifications.missingRecipient);
  if (!input.type || !input.title?.trim() || !input.message?.trim())
    throw new AppError(400, 'missing_fields', en.notifications.missingFields);
  const { recipientId, type } = input;
  if (input.actorId === recipientId && SELF_SUPPRESSED_TYPES.has(type)) return null;

  const settings = await notificationSettings(tx, recipientId);
  if (!UNSILENCED_TYPES.has(type) && !categoryOn(settings, NOTIFICATION_CATEGORY[type])) return null;

  let created: NotificationItem | null = null;
  if (settings.inAppNotificationsEnabled) {
    const [row] = rowsOf<NotificationRow>(
      await tx.execute(sql`
      with n as (
        insert into notifications (user_id, recipient_id, type, title, message, actor_id, post_id, comment_id, data)
        values (${recipientId}, ${recipientId}, ${type}, ${input.title}, ${input.message}, ${input.actorId ?? null},
          ${input.postId ?? null}, ${input.commentId ?? null}, ${input.data ? JSON.stringify(input.data) : null}::jsonb)
        ${type === 'follow' ? sql`on conflict (user_id, actor_id, type) where type = 'follow' do nothing` : sql``}
        returning *)
      select ${notificationColumns} from n left join profiles a on a.id = n.actor_id`),
    );
    // A repeated follow: the member already knows.
    if (!row) return null;
    created = toNotification(row);
  }
  const notice = {
    eventKey: input.eventKey ?? randomUUID(),
    userId: recipientId,
    type,
    category: NOTIFICATION_CATEGORY[type],
    title: input.title,
    message: input.message,
    data: input.data ?? null,
    postId: input.postId ?? null,
    actorId: input.actorId ?? null,
    joinUrl: input.joinUrl ?? null,
    mailDetail: input.mailDetail ?? null,
  };
  await deliver(tx, settings, notice, (quiet) =>
    created
      ? publish(tx, { topic: 'notifications', userId: recipientId, type: quiet ? 'insert_quiet' : 'insert', payload: created })
      : null,
  );
  return created;
}

/** Which settings category silences each mentor notification type. */
const MENTOR_CATEGORY: Record<MentorNotificationType, NotificationCategory> = {
  session_request: 'sessions',
  session_confirmed: 'sessions',
  session_cancelled: 'sessions',
  new_review: 'reviews',
  profile_viewed: 'social',
  payment_received: 'payments',
};

/** A mentor's own notification; the title defaults per type, an unknown type is refused (SPEC §5). */
export async function createMentorNotification(
  tx: Tx,
  input: {
    mentorId: string;
    type: string;
    message: string;
    title?: string;
    data?: Record<string, unknown> | null;
    mailDetail?: string | null;
  },
): Promise<MentorNotificationItem | null> {
  if (!(MENTOR_NOTIFICATION_TYPES as readonly string[]).includes(input.type)) {
    throw new AppError(400, 'unknown_notification_type', en.notifications.unknownType);
  }
  const type = input.type as MentorNotificationType;
  const title = input.title ?? mentorNotificationTitle(type);
  const settings = await notificationSettings(tx, input.mentorId);
  if (!categoryOn(settings, MENTOR_CATEGORY[type])) return null;

  let created: MentorNotificationItem | null = null;
  if (settings.inAppNotificationsEnabled) {
    const [row] = rowsOf<MentorNotificationRow>(
      await tx.execute(sql`
      insert into mentor_notifications (mentor_id, notification_type, title, message, data)
      values (${input.mentorId}, ${type}, ${title}, ${input.message}, ${input.data ? JSON.stringify(input.data) : null}::jsonb)
      returning ${mentorNotificationColumns}`),
    );
    created = toMentorNotification(row!);
  }
  const notice = {
    eventKey: randomUUID(),
    userId: input.mentorId,
    type,
    category: MENTOR_CATEGORY[type],
    title,
    message: input.message,
    data: input.data ?? null,
    postId: null,
    actorId: null,
    mailDetail: input.mailDetail ?? null,
  };
  await deliver(tx, settings, notice, (quiet) =>
    created
      ? publish(tx, { topic: 'mentor_notifications', userId: input.mentorId, type: quiet ? 'insert_quiet' : 'insert', payload: created })
      : null,
  );
  return created;
}

/**
 * A notification whose in-app row a set-based statement already wrote in its own transaction (a
 * payment settled in one statement: features/payments/settle-paid.ts), by the rule above (the
 * category and in-app switches; `notificationId` is null when no row was wanted). What is left is
 * the rest of `createNotification`, run after that commit by the `notification_delivery` job: the
 * live event, push, SMS and mail, decided by the member's settings as `deliver` decides them.
 */
export type WrittenNotice = { stream: 'member' | 'mentor'; notificationId: string | null; notice: PushNotice };

export async function deliverWritten(tx: Tx, { stream, notificationId, notice }: WrittenNotice) {
  const settings = await notificationSettings(tx, notice.userId);
  if (!categoryOn(settings, notice.category)) return;
  let live: (quiet: boolean) => Promise<unknown> | null = () => null;
  if (notificationId && stream === 'member') {
    const [row] = rowsOf<NotificationRow>(
      await tx.execute(sql`
        select ${notificationColumns} from notifications n left join profiles a on a.id = n.actor_id where n.id = ${notificationId}`),
    );
    if (row) {
      const payload = toNotification(row);
      live = (quiet) => publish(tx, { topic: 'notifications', userId: notice.userId, type: quiet ? 'insert_quiet' : 'insert', payload });
    }
  } else if (notificationId) {
    const [row] = rowsOf<MentorNotificationRow>(
      await tx.execute(sql`select ${mentorNotificationColumns} from mentor_notifications where id = ${notificationId}`),
    );
    if (row) {
      const payload = toMentorNotification(row);
      live = (quiet) =>
        publish(tx, { topic: 'mentor_notifications', userId: notice.userId, type: quiet ? 'insert_quiet' : 'insert', payload });
    }
  }
  await deliver(tx, settings, notice, live);
}

function categoryOn(settings: NotificationSettings, category: NotificationCategory) {
  return settings[CATEGORY_SETTING[category]];
}

/** What reaches a member even in their quiet hours: a session is about to start (decision 048). */
const URGENT_TYPES: ReadonlySet<string> = new Set(['session_reminder']);

/**
 * Sends a new notification on its way, decided on the server by the member's settings (decision
 * 048): live to their open pages (`live`), pushed to their devices (decision 047), and by mail at
 * once for real_time, else kept for their digest at 08:00 on their own clock. What is not urgent is
 * held, not dropped, until their quiet hours end; with do-not-disturb on and the member in a session
 * now (decision 029), it arrives quietly and its push and mail wait for the session's end. A session
 * reminder is mailed at once whatever the frequency, with its join link. Every outside channel is a
 * job queued in this transaction: it leaves only once this commits, and once per member (the
 * deliveries record). SMS and WhatsApp join as more channels here.
 */
async function deliver(tx: Tx, settings: NotificationSettings, o: PushNotice, live: (quiet: boolean) => Promise<unknown> | null) {
  const sessionEnds = settings.doNotDisturbEnabled ? await sessionInProgressEnds(tx, o.userId) : null;
  const urgent = URGENT_TYPES.has(o.type);
  const zone = settings.quietHoursEnabled || settings.notificationFrequency !== 'real_time' ? await memberTimeZone(tx, o.userId) : 'UTC';
  const now = new Date();
  const quietEnds = urgent
    ? null
    : quietHoursEnd({ enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd }, now, zone);
  const heldUntil = later(sessionEnds, quietEnds);
  await live(heldUntil !== null);
  if (settings.pushNotificationsEnabled) await queuePush(tx, o, { runAt: heldUntil ?? undefined });
  if (settings.smsNotificationsEnabled) await queueSms(tx, o, { runAt: heldUntil ?? undefined });
  if (!settings.emailNotificationsEnabled) return;
  if (urgent) {
    await enqueue(
      tx,
      'reminder_email',
      { notice: o },
      { runAt: heldUntil ?? undefined, uniqueKey: `reminder_email:${o.eventKey}:${o.userId}` },
    );
    return;
  }
  await tx.execute(
    sql`insert into notification_emails (user_id, title, message, detail) values (${o.userId}, ${o.title}, ${o.message}, ${o.mailDetail ?? null})`,
  );
  if (settings.notificationFrequency === 'real_time') {
    await enqueue(tx, 'notification_email', { userId: o.userId }, { runAt: heldUntil ?? undefined });
    return;
  }
  // The member's next digest: queued once, whoever notifies them first.
  const at = nextDigestAt(settings.notificationFrequency, now, zone);
  await enqueue(
    tx,
    'notification_digest',
    { userId: o.userId, frequency: settings.notificationFrequency },
    { runAt: at, uniqueKey: `notification_digest:${o.userId}:${at.toISOString()}` },
  );
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** When the member's session going on now ends, or null when they are in none. */
async function sessionInProgressEnds(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = rowsOf<{ ends_at: string | Date | null }>(
    await tx.execute(sql`
    select max(ends_at) as ends_at from sessions
    where (mentor_id = ${userId} or mentee_id = ${userId}) and status = 'confirmed' and starts_at <= now() and ends_at > now()`),
  );
  return row?.ends_at ? new Date(row.ends_at) : null;
}
