import { rowsOf, type Tx } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { quietHoursEnd } from '@prosper/shared/rules/quiet-hours';
import { memberTimeZone } from '../../lib/member-time-zone.ts';
import { notificationsMail, sessionReminderMail } from '../../mail/templates.ts';
import type { PushNotice } from '../push/notice.ts';
import { mailOutcome } from './mail-outcome.ts';
import { gatherNewPost } from './new-posts.ts';
import { sendOnce } from './send-once.ts';
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

/**
 * Mails what a member is owed and marks it sent. Rows are locked while they are mailed, so a second
 * instance (or a retried job) skips them instead of sending them again.
 */
async function mailPending(app: FastifyInstance, where: ReturnType<typeof sql>, digest: 'daily' | 'weekly' | null) {
  for (;;) {
    const sent = await app.db.transaction(async (tx) => {
      const rows = rowsOf<Pending>(
        await tx.execute(sql`
        select e.id, e.user_id, e.title, e.message, e.detail, p.email, p.first_name
        from notification_emails e join profiles p on p.id = e.user_id
        where e.sent_at is null and e.user_id = (
          select e2.user_id from notification_emails e2 where e2.sent_at is null and ${where}
          order by e2.id limit 1 for update skip locked)
        order by e.id
        for update of e skip locked`),
      );
      if (rows.length === 0) return false;
      const { email, first_name, user_id } = rows[0]!;
      const url = `${app.config.publicUrl}/notifications`;
      // One mail per notification in real time; one summary for a digest.
      const mails = digest ? [rows] : rows.map((r) => [r]);
      for (const items of mails) await app.mailer.send(notificationsMail({ to: email, name: first_name, items, url, digest }));
      await tx.execute(
        sql`update notification_emails set sent_at = now() where id in (${sql.join(
          rows.map((r) => sql`${Number(r.id)}`),
          sql`, `,
        )})`,
      );
      app.log.info({ userId: user_id, count: rows.length, digest }, 'notifications: mailed');
      return true;
    });
    if (!sent) return;
  }
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

    /** A session reminder by mail, with its join link: once per member and reminder (decision 048). */
    reminder_email: async (payload) => {
      const notice = payload.notice as PushNotice;
      await sendOnce(app, {
        key: { eventKey: notice.eventKey, userId: notice.userId, channel: 'email' },
        kind: 'reminder_email',
        payload,
        send: async () => {
          const [member] = rowsOf<{ email: string; first_name: string }>(
            await app.db.execute(sql`select email, first_name from profiles where id = ${notice.userId}`),
          );
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
        },
      });
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
