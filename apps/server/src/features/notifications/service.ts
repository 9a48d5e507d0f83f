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
import { enqueueMany, type NewJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberTimeZones } from '../../lib/member-time-zone.ts';
import { publish, publishMany } from '../../realtime/outbox.ts';
import { type PushNotice, queuePushes } from '../push/notice.ts';
import { queueTexts } from '../sms/notice.ts';
import { notificationSettings, notificationSettingsOf } from './settings.ts';
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
  return (await createNotifications(tx, [input]))[0]!;
}

/**
 * `createNotification` for many at once (a batch of session reminders, decision 063): the same
 * rules, in a few statements however many notifications. Results are in the inputs' order.
 */
export async function createNotifications(tx: Tx, inputs: NotificationInput[]): Promise<(NotificationItem | null)[]> {
  if (inputs.length === 0) return [];
  const valid = inputs.map((input) => {
    if (!input.recipientId) throw new AppError(400, 'missing_recipient', en.notifications.missingRecipient);
    if (!input.type || !input.title?.trim() || !input.message?.trim())
      throw new AppError(400, 'missing_fields', en.notifications.missingFields);
    return { ...input, recipientId: input.recipientId, type: input.type, title: input.title, message: input.message };
  });
  const settingsOf = await notificationSettingsOf(
    tx,
    valid.map((input) => input.recipientId),
  );
  const wanted = valid.flatMap((input, index) => {
    const settings = settingsOf.get(input.recipientId)!;
    if (input.actorId === input.recipientId && SELF_SUPPRESSED_TYPES.has(input.type)) return [];
    if (!UNSILENCED_TYPES.has(input.type) && !categoryOn(settings, NOTIFICATION_CATEGORY[input.type])) return [];
    // Made here, so each row is known as its input's without relying on RETURNING's order.
    return [{ index, input, settings, id: settings.inAppNotificationsEnabled ? randomUUID() : null }];
  });

  const shown = wanted.filter((w) => w.id);
  const created = new Map<string, NotificationItem>();
  if (shown.length > 0) {
    const rows = shown.map(({ id, input }) => ({
      id,
      user_id: input.recipientId,
      type: input.type,
      title: input.title,
      message: input.message,
      actor_id: input.actorId ?? null,
      post_id: input.postId ?? null,
      comment_id: input.commentId ?? null,
      data: input.data ?? null,
    }));
    const inserted = rowsOf<NotificationRow>(
      await tx.execute(sql`
      with n as (
        insert into notifications (id, user_id, recipient_id, type, title, message, actor_id, post_id, comment_id, data)
        select x.id, x.user_id, x.user_id, x.type, x.title, x.message, x.actor_id, x.post_id, x.comment_id, x.data
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, user_id text, type text, title text, message text,
          actor_id text, post_id text, comment_id text, data jsonb)
        on conflict (user_id, actor_id, type) where type = 'follow' do nothing
        returning *)
      select ${notificationColumns} from n left join profiles a on a.id = n.actor_id`),
    );
    for (const row of inserted) created.set(row.id, toNotification(row));
  }
  // A repeated follow made no row: the member already knows.
  const made = wanted.filter((w) => !w.id || created.has(w.id));

  const held = await deliverMany(
    tx,
    made.map(({ input, settings }) => ({
      settings,
      notice: {
        eventKey: input.eventKey ?? randomUUID(),
        userId: input.recipientId,
        type: input.type,
        category: NOTIFICATION_CATEGORY[input.type],
        title: input.title,
        message: input.message,
        data: input.data ?? null,
        postId: input.postId ?? null,
        actorId: input.actorId ?? null,
        joinUrl: input.joinUrl ?? null,
        mailDetail: input.mailDetail ?? null,
      },
    })),
  );
  for (const type of ['insert', 'insert_quiet'] as const) {
    const events = made.flatMap((w, i) =>
      w.id && (held[i] !== null) === (type === 'insert_quiet') ? [{ userId: w.input.recipientId, payload: created.get(w.id)! }] : [],
    );
    if (events.length === 1) await publish(tx, { topic: 'notifications', ...events[0]!, type });
    else await publishMany(tx, 'notifications', type, events);
  }
  const results: (NotificationItem | null)[] = inputs.map(() => null);
  for (const w of made) if (w.id) results[w.index] = created.get(w.id)!;
  return results;
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

/** One notice on its way (deliverMany), its live event quiet when held. */
async function deliver(tx: Tx, settings: NotificationSettings, o: PushNotice, live: (quiet: boolean) => Promise<unknown> | null) {
  const [held] = await deliverMany(tx, [{ settings, notice: o }]);
  await live(held !== null);
}

/**
 * Sends a new notification on its way, decided on the server by the member's settings (decision
 * 048): live to their open pages (by the caller, quiet when held), pushed to their devices (decision 047),
 * and by mail at once for real_time, else kept for their digest at 08:00 on their own clock. What
 * is not urgent is held, not dropped, until their quiet hours end; with do-not-disturb on and the
 * member in a session now (decision 029), it arrives quietly and its push and mail wait for the
 * session's end. A session reminder is mailed at once whatever the frequency, with its join link.
 * Every outside channel is a job queued in this transaction: it leaves only once this commits, and
 * once per member (the deliveries record). In a few statements however many notices; answers when
 * each is held until (null: not held).
 */
async function deliverMany(tx: Tx, notices: { settings: NotificationSettings; notice: PushNotice }[]): Promise<(Date | null)[]> {
  if (notices.length === 0) return [];
  const now = new Date();
  const sessionEnds = await sessionsInProgressEnd(
    tx,
    notices.filter((n) => n.settings.doNotDisturbEnabled).map((n) => n.notice.userId),
  );
  const zones = await memberTimeZones(
    tx,
    notices.filter(({ settings: s }) => s.quietHoursEnabled || s.notificationFrequency !== 'real_time').map((n) => n.notice.userId),
  );
  const planned = notices.map(({ settings, notice }) => {
    const urgent = URGENT_TYPES.has(notice.type);
    const zone = zones.get(notice.userId) ?? 'UTC';
    const quietEnds = urgent
      ? null
      : quietHoursEnd({ enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd }, now, zone);
    return { settings, notice, urgent, zone, heldUntil: later(sessionEnds.get(notice.userId) ?? null, quietEnds) };
  });
  const runAt = (p: { heldUntil: Date | null }) => p.heldUntil ?? undefined;
  await queuePushes(
    tx,
    planned.filter((p) => p.settings.pushNotificationsEnabled).map((p) => ({ notice: p.notice, runAt: runAt(p) })),
  );
  await queueTexts(
    tx,
    planned.filter((p) => p.settings.smsNotificationsEnabled).map((p) => ({ notice: p.notice, runAt: runAt(p) })),
  );
  const mailed = planned.filter((p) => p.settings.emailNotificationsEnabled);
  const kept = mailed.filter((p) => !p.urgent);
  if (kept.length > 0) {
    const rows = kept.map(({ notice: o }) => ({ user_id: o.userId, title: o.title, message: o.message, detail: o.mailDetail ?? null }));
    await tx.execute(sql`
      insert into notification_emails (user_id, title, message, detail)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id text, title text, message text, detail text)`);
  }
  await enqueueMany(
    tx,
    mailed.map((p): NewJob => {
      const { userId, eventKey } = p.notice;
      if (p.urgent)
        return {
          kind: 'reminder_email',
          payload: { notice: p.notice },
          runAt: runAt(p),
          uniqueKey: `reminder_email:${eventKey}:${userId}`,
        };
      if (p.settings.notificationFrequency === 'real_time') return { kind: 'notification_email', payload: { userId }, runAt: runAt(p) };
      // The member's next digest: queued once, whoever notifies them first.
      const at = nextDigestAt(p.settings.notificationFrequency, now, p.zone);
      return {
        kind: 'notification_digest',
        payload: { userId, frequency: p.settings.notificationFrequency },
        runAt: at,
        uniqueKey: `notification_digest:${userId}:${at.toISOString()}`,
      };
    }),
  );
  return planned.map((p) => p.heldUntil);
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** When each member's session going on now ends, for those in one. */
async function sessionsInProgressEnd(tx: Tx, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; ends_at: string | Date }>(
    await tx.execute(sql`
    select u.id, max(s.ends_at) as ends_at
    from unnest(${sql.param([...new Set(userIds)])}::text[]) as u(id)
    join sessions s on (s.mentor_id = u.id or s.mentee_id = u.id) and s.status = 'confirmed' and s.starts_at <= now() and s.ends_at > now()
    group by u.id`),
  );
  return new Map(rows.map((r) => [r.id, new Date(r.ends_at)]));
}
