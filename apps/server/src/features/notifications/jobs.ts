import { rowsOf, type Tx } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { type BatchJobHandler, enqueue, type JobHandler } from '../../jobs/queue.ts';
import { Limiter } from '../../lib/limiter.ts';
import { quietHoursEnd } from '@prosper/shared/rules/quiet-hours';
import { memberTimeZone } from '../../lib/member-time-zone.ts';
import { notificationsMail, sessionReminderMail } from '../../mail/templates.ts';
import type { PushNotice } from '../push/notice.ts';
import type { DeliveryStatus } from '@prosper/shared/constants/deliveries';
import { deliveryStatus, retryDelayMs, type SendOutcome } from './deliveries.ts';
import { mailOutcome } from './mail-outcome.ts';
import { gatherNewPost } from './new-posts.ts';
import { eachAlone, sendOnceEach } from './send-batch.ts';
import type { ChannelResult } from './send-once.ts';
import { deliverWritten, type WrittenNotice } from './service.ts';
import { notificationSettings } from './settings.ts';

/** Followers notified per transaction by a fan-out job. */
export const FAN_OUT_BATCH = 1_000;

type Pending = {
  id: string | number;
  user_id: string;
  title: string;
  message: string;
  detail: string | null;
  email: string;
  first_name: string;
};

/** A notification mail's delivery key (decision 058): its `notification_emails` row, so no reminder key can collide. */
export const mailEventKey = (id: string | number) => `notification_email:${id}`;

/**
 * Mails what a member is owed (decision 058: each notification's mail is a delivery, as reminder
 * mails are). One transaction locks the member's unsent rows (a second instance skips them) and
 * claims their deliveries in one statement, committed before anything is sent; rows whose delivery
 * is taken (sending, sent, unknown, given up) are not picked again, so nobody gets one twice even
 * after a crash between the SMTP server's acceptance and our record of it. Then the mails go, and
 * one statement records every outcome and marks the sent rows: no statement per mail. A mail that
 * surely did not leave is tried again by a job 30 s, then 60 s later, then given up and logged.
 */
async function mailPending(app: FastifyInstance, where: ReturnType<typeof sql>, digest: 'daily' | 'weekly' | null) {
  const untaken = sql`not exists (select 1 from notification_deliveries d where d.event_key = 'notification_email:' || e.id
    and d.user_id = e.user_id and d.channel = 'email' and d.status <> 'failed')`;
  // Members whose mail just failed: tried again by a job of their own later, not in this loop.
  const later: string[] = [];
  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const rows = rowsOf<Pending>(
        await tx.execute(sql`
        select e.id, e.user_id, e.title, e.message, e.detail, p.email, p.first_name
        from notification_emails e join profiles p on p.id = e.user_id
        where e.sent_at is null and ${untaken} and e.user_id = (
          select e2.user_id from notification_emails e2 where e2.sent_at is null and ${where}
            and not (e2.user_id = any(${sql.param(later)}::text[]))
            and not exists (select 1 from notification_deliveries d where d.event_key = 'notification_email:' || e2.id
              and d.user_id = e2.user_id and d.channel = 'email' and d.status <> 'failed')
          order by e2.id limit 1 for update skip locked)
        order by e.id
        for update of e skip locked`),
      );
      if (rows.length === 0) return null;
      const keys = rows.map((r) => mailEventKey(r.id));
      const claimed = rowsOf<{ event_key: string; attempts: number }>(
        await tx.execute(sql`
          insert into notification_deliveries (event_key, user_id, channel)
          select k, ${rows[0]!.user_id}, 'email' from unnest(${sql.param(keys)}::text[]) k
          on conflict (event_key, user_id, channel) do update
            set status = 'sending', attempts = notification_deliveries.attempts + 1, updated_at = now()
            where notification_deliveries.status = 'failed'
          returning event_key, attempts`),
      );
      const attempts = new Map(claimed.map((c) => [c.event_key, c.attempts]));
      return rows.filter((r) => attempts.has(mailEventKey(r.id))).map((r) => ({ ...r, tries: attempts.get(mailEventKey(r.id))! }));
    });
    if (!batch) return;
    if (batch.length === 0) continue;
    const { email, first_name, user_id } = batch[0]!;
    const url = `${app.config.publicUrl}/notifications`;
    // One mail per notification in real time; one summary for a digest, its outcome each of its rows'.
    const mails = digest ? [batch] : batch.map((r) => [r]);
    const settled: { id: string | number; status: DeliveryStatus; error: string | null }[] = [];
    for (const items of mails) {
      const outcome = await app.mailer.send(notificationsMail({ to: email, name: first_name, items, url, digest })).then(
        () => ({ outcome: 'sent' as SendOutcome, error: null }),
        (err: unknown) => ({ outcome: mailOutcome(err), error: err instanceof Error ? err.message : String(err) }),
      );
      for (const r of items) settled.push({ id: r.id, status: deliveryStatus(outcome.outcome, r.tries), error: outcome.error });
    }
    await settleMails(app, user_id, settled);
    const failed = settled.filter((s) => s.status === 'failed');
    const log = app.log.child({ userId: user_id, digest });
    if (settled.some((s) => s.status === 'sent'))
      log.info({ count: settled.filter((s) => s.status === 'sent').length }, 'notifications: mailed');
    for (const s of settled.filter((x) => x.status === 'given_up' || x.status === 'unknown'))
      log.warn(
        { id: s.id, error: s.error },
        `notifications: mail ${s.status === 'unknown' ? 'outcome unknown, not sent again' : 'given up after its tries'}`,
      );
    if (failed.length > 0) {
      // Surely not sent: the member's mail is tried again later, with back-off, by a job of its own.
      const tries = Math.max(...batch.filter((r) => failed.some((f) => f.id === r.id)).map((r) => r.tries));
      log.warn({ count: failed.length, error: failed[0]!.error }, 'notifications: mail failed, will try again');
      await enqueue(
        app.db,
        digest ? 'notification_digest' : 'notification_email',
        digest ? { userId: user_id, frequency: digest } : { userId: user_id },
        { runAt: new Date(Date.now() + retryDelayMs(tries)) },
      );
      later.push(user_id);
    }
  }
}

/** The outcomes of a batch of mails in one statement: each delivery settled, and the rows that left marked sent. */
async function settleMails(
  app: FastifyInstance,
  userId: string,
  settled: { id: string | number; status: DeliveryStatus; error: string | null }[],
) {
  if (settled.length === 0) return;
  const ids = settled.map((s) => String(s.id));
  await app.db.execute(sql`
    with outcome as (
      select * from unnest(${sql.param(ids)}::text[], ${sql.param(settled.map((s) => s.status))}::text[], ${sql.param(settled.map((s) => s.error))}::text[])
        as o(id, status, error)),
    settled as (
      update notification_deliveries d set status = o.status, last_error = o.error, updated_at = now()
      from outcome o where d.event_key = 'notification_email:' || o.id and d.user_id = ${userId} and d.channel = 'email')
    update notification_emails e set sent_at = now()
    from outcome o where e.id = o.id::bigint and o.status = 'sent'`);
}

/**
 * Queues telling an author's followers about their new post, in batches, outside the request (SPEC §7
 * bulk insert); each follower's unread "new posts" item gathers it (decision 022).
 */
export async function notifyFollowers(tx: Tx, o: { actorId: string; postId: string | null }) {
  await enqueue(tx, 'notify_followers', { actorId: o.actorId, postId: o.postId, after: '' });
}

export function notificationJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    /**
     * The deliveries of notifications a set-based statement wrote (service.ts, `deliverWritten`):
     * queued in that statement, so they leave once it commits, in one transaction of their own.
     */
    notification_delivery: async (payload) => {
      const notices = payload.notices as WrittenNotice[];
      await app.db.transaction(async (tx) => {
        for (const written of notices) await deliverWritten(tx, written);
      });
    },

    /** Real-time mail: whatever the member is owed now. */
    notification_email: (payload) => mailPending(app, sql`e2.user_id = ${String(payload.userId)}`, null),

    /**
     * A member's digest, due at 08:00 on their clock (decision 048): what they are owed, in one
     * summary, held further while their quiet hours last. A member who went back to real_time since
     * gets it all now. A job queued before digests were per member (no userId) mails everyone on its
     * frequency, as it used to.
     */
    notification_digest: async (payload) => {
      const frequency = payload.frequency === 'weekly' ? 'weekly' : 'daily';
      if (typeof payload.userId !== 'string') {
        await mailPending(
          app,
          sql`exists (select 1 from user_notification_settings s where s.user_id = e2.user_id
            and s.email_notifications_enabled and s.notification_frequency = ${frequency})`,
          frequency,
        );
        return;
      }
      const userId = payload.userId;
      const settings = await notificationSettings(app.db, userId);
      if (!settings.emailNotificationsEnabled) return;
      const quiet = { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd };
      const ends = quietHoursEnd(quiet, new Date(), await memberTimeZone(app.db, userId));
      if (ends) {
        await enqueue(app.db, 'notification_digest', payload, {
          runAt: ends,
          uniqueKey: `notification_digest:${userId}:${ends.toISOString()}`,
        });
        return;
      }
      const chosen = settings.notificationFrequency === 'real_time' ? null : settings.notificationFrequency;
      await mailPending(app, sql`e2.user_id = ${userId}`, chosen);
    },

    /**
     * One batch of followers, in one transaction (new-posts.ts), then the next batch as a job of
     * its own, so a crash resumes where it stopped.
     */
    notify_followers: async (payload) => {
      const { actorId, postId, after } = payload as { actorId: string; postId: string | null; after: string };
      await app.db.transaction(async (tx) => {
        const batch = rowsOf<{ follower_id: string }>(
          await tx.execute(sql`
            select follower_id from follows where following_id = ${actorId} and follower_id > ${after}
            order by follower_id limit ${FAN_OUT_BATCH}`),
        ).map((r) => r.follower_id);
        await gatherNewPost(tx, { authorId: actorId, postId, followerIds: batch });
        if (batch.length === FAN_OUT_BATCH) await enqueue(tx, 'notify_followers', { ...payload, after: batch.at(-1)! });
      });
    },
  };
}

/** Reminder mails in flight at once from one instance; the SMTP pool keeps its own connections (decision 063). */
export const REMINDER_MAIL_CONCURRENCY = 32;

export function reminderMailJobs(app: FastifyInstance): Record<string, BatchJobHandler> {
  const limiter = new Limiter(REMINDER_MAIL_CONCURRENCY);
  return {
    /**
     * Session reminders by mail, with their join link, claimed and settled together (decision 063):
     * once per member and reminder (decision 048).
     */
    reminder_email: (jobs) =>
      sendOnceEach(app, {
        kind: 'reminder_email',
        sends: jobs.map(({ payload }) => {
          const notice = payload.notice as PushNotice;
          return { key: { eventKey: notice.eventKey, userId: notice.userId, channel: 'email' as const }, payload, item: notice };
        }),
        deliver: async (notices) => {
          const read = await app.db
            .execute(sql`select id, email, first_name from profiles where id = any(${sql.param(notices.map((n) => n.userId))}::text[])`)
            .then(
              (result) => rowsOf<{ id: string; email: string; first_name: string }>(result),
              (err: unknown) => err as Error,
            );
          // Nothing left: each mail failed for sure and may be tried again.
          if (read instanceof Error) return notices.map((): ChannelResult => ({ outcome: 'retry', error: read.message }));
          const members = new Map(read.map((m) => [m.id, m]));
          return eachAlone(limiter)(
            notices.map((notice) => async (): Promise<ChannelResult> => {
              const member = members.get(notice.userId);
              if (!member) return { outcome: 'refused', error: 'member gone' };
              const sessionId = typeof notice.data?.session_id === 'string' ? notice.data.session_id : null;
              const url = `${app.config.publicUrl}${sessionId ? `/sessions/${sessionId}` : '/sessions'}`;
              const mail = sessionReminderMail({
                to: member.email,
                name: member.first_name,
                title: notice.title,
                message: notice.message,
                joinUrl: notice.joinUrl ?? null,
                url,
              });
              return app.mailer.send(mail).then(
                () => ({ outcome: 'sent' as const }),
                (err: unknown) => ({ outcome: mailOutcome(err), error: err instanceof Error ? err.message : String(err) }),
              );
            }),
          );
        },
      }),
  };
}
