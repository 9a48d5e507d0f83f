import { sql } from 'drizzle-orm';
import { NOTIFICATION_CATEGORY } from '@prosper/shared/constants/notifications';
import { mentorNotificationTitle } from '@prosper/shared/rules/notification-templates';
import { rowsOf, type Tx } from '../../db/client.ts';
import { EVENTS_CHANNEL } from '../../realtime/outbox.ts';
import type { WrittenNotice } from '../notifications/service.ts';
import type { PushNotice } from '../push/notice.ts';
import { type PaidNoticeSource, paidNotices } from '../sessions/payments.ts';
import type { SessionStatus } from '@prosper/shared/schemas/session';
import { movesValues } from './ledger.ts';

/** The locked session of a settle, with what the §9 notices say. */
export type SettleSession = PaidNoticeSource & { status: SessionStatus; mentor_id: string; mentee_id: string };

export type PaidOutcome = {
  /** The event was not recorded before (or the settle has no event: the return page's check, the job). */
  fresh: boolean;
  /** This statement made the attempt paid. */
  attemptPaid: boolean;
  /** This statement made the payment paid (it still waited for money). */
  paymentPaid: boolean;
  /** The payment's status as the statement found it. */
  paymentStatus: string;
};

/**
 * A verified, matching charge applied in ONE statement (decision 060), inside the settle's
 * transaction and after its session lock: the event recorded under its key (a replay changes
 * nothing more), the attempt made paid unless it already was, the charge and the provider's fee in
 * the ledger, and, only if the payment still waited for money, the payment made paid with the §9
 * `payment_sent` and `payment_received` rows, the session's realtime update, and one
 * `notification_delivery` job for the rest of those notifications (live event, push, SMS, mail),
 * which runs after commit. The in-app rows follow `createNotification`'s rule: written when the
 * member's payments category and in-app notifications are on, the settings row made with its
 * defaults if the member has none yet. On PGlite every statement waits for the one connection, so
 * the few statements are what keeps a burst of webhooks fast.
 */
export async function applyPaidCharge(
  tx: Tx,
  o: {
    session: SettleSession;
    attempt: { id: string; payment_id: string; reference: string; currency: string; amount_minor: number };
    provider: string;
    eventKey?: string;
    transactionId: string;
    feeMinor: number;
  },
): Promise<PaidOutcome> {
  const { session: s, attempt: a } = o;
  const { sent, received, mailDetail } = paidNotices(s);
  const data = JSON.stringify({ session_id: s.id });
  // Named by the attempt, so a delivery job run twice queues each push once (push:<eventKey>:<user>).
  const notice = (type: 'payment_sent' | 'payment_received', userId: string, title: string, message: string): PushNotice => ({
    eventKey: `${type}:${a.id}`,
    userId,
    type,
    category: NOTIFICATION_CATEGORY[type],
    title,
    message,
    data: { session_id: s.id },
    postId: null,
    actorId: type === 'payment_sent' ? s.mentor_id : null,
    mailDetail,
  });
  const receivedTitle = mentorNotificationTitle('payment_received');
  const toMentee = notice('payment_sent', s.mentee_id, sent.title, sent.message);
  const toMentor = notice('payment_received', s.mentor_id, receivedTitle, received.message);
  const ledger = movesValues('m', [
    { kind: 'charge', from: 'mentee', to: 'platform', amountMinor: a.amount_minor },
    { kind: 'provider_fee', from: 'platform', to: 'provider', amountMinor: o.feeMinor },
  ]);
  const written = (stream: WrittenNotice['stream'], n: PushNotice, cte: string) =>
    sql`jsonb_build_object('stream', ${stream}::text, 'notificationId', (select id from ${sql.raw(cte)}), 'notice', ${JSON.stringify(n)}::jsonb)`;

  const [row] = rowsOf<{ fresh: boolean; attempt_paid: boolean; payment_paid: boolean; payment_status: string }>(
    await tx.execute(sql`
      with ev as (
        ${
          o.eventKey
            ? sql`insert into payment_events (provider, event_key, reference) values (${o.provider}, ${o.eventKey}, ${a.reference})
                  on conflict (provider, event_key) do nothing returning id`
            : sql`select 1 as id`
        }
      ), att as (
        update payment_attempts set status = 'paid', paid_at = now(), provider_transaction_id = ${o.transactionId},
          provider_fee_minor = ${o.feeMinor}
        where id = ${a.id} and status <> 'paid' and exists (select 1 from ev)
        returning id, payment_id
      ), ledger as (
        insert into ledger_entries (payment_id, attempt_id, kind, account, amount_minor, currency, provider_reference)
        select att.payment_id, att.id, m.kind, m.account, m.amount_minor, ${a.currency}, ${a.reference} from att, ${ledger ?? sql`(select null::text, null::text, null::int where false) as m(kind, account, amount_minor)`}
      ), pay as (
        update payments p set status = 'paid', paid_at = now()
        from att where p.id = att.payment_id and p.status in ('pending', 'sent')
        returning p.id
      ), made_settings as (
        -- A member's notification settings are made with their defaults on first read (lib/settings-row.ts).
        insert into user_notification_settings (user_id)
        select u from pay, unnest(array[${s.mentee_id}::text, ${s.mentor_id}::text]) u
        on conflict (user_id) do nothing
        returning user_id, payment_notifications_enabled, in_app_notifications_enabled
      ), settings as (
        select user_id, payment_notifications_enabled, in_app_notifications_enabled from user_notification_settings
        where user_id in (${s.mentee_id}, ${s.mentor_id})
        union all select * from made_settings
      ), sent as (
        -- The payments category (NOTIFICATION_CATEGORY) and in-app switches, as createNotification reads them.
        insert into notifications (user_id, recipient_id, type, title, message, actor_id, data)
        select ${s.mentee_id}, ${s.mentee_id}, 'payment_sent', ${sent.title}, ${sent.message}, ${s.mentor_id}, ${data}::jsonb
        from pay, settings where settings.user_id = ${s.mentee_id}
          and settings.payment_notifications_enabled and settings.in_app_notifications_enabled
        returning id
      ), received as (
        insert into mentor_notifications (mentor_id, notification_type, title, message, data)
        select ${s.mentor_id}, 'payment_received', ${receivedTitle}, ${received.message}, ${data}::jsonb
        from pay, settings where settings.user_id = ${s.mentor_id}
          and settings.payment_notifications_enabled and settings.in_app_notifications_enabled
        returning id
      ), delivery as (
        insert into jobs (kind, payload, unique_key)
        select 'notification_delivery',
          jsonb_build_object('notices', jsonb_build_array(${written('member', toMentee, 'sent')}, ${written('mentor', toMentor, 'received')})),
          ${`notification_delivery:paid:${a.id}`}
        from pay
        on conflict (unique_key) do nothing
      ), live as (
        -- Both members' open session pages refresh (notifySessionChange's 'paid'), announced below at commit.
        insert into events (topic, user_id, type, payload)
        select 'sessions', u, 'update', jsonb_build_object('id', ${s.id}::uuid, 'status', ${s.status}::text)
        from pay, unnest(array[${s.mentor_id}::text, ${s.mentee_id}::text]) u
      )
      select exists (select 1 from ev) as fresh, exists (select 1 from att) as attempt_paid, exists (select 1 from pay) as payment_paid,
        (select status from payments where id = ${a.payment_id}) as payment_status,
        case when exists (select 1 from pay) then pg_notify(${EVENTS_CHANNEL}, '') end as announced`),
  );
  return { fresh: row!.fresh, attemptPaid: row!.attempt_paid, paymentPaid: row!.payment_paid, paymentStatus: row!.payment_status };
}
