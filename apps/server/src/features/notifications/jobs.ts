import { rowsOf, type Tx } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { notificationsMail } from '../../mail/templates.ts';
import { gatherNewPost } from './new-posts.ts';

/** Followers notified per transaction by a fan-out job. */
export const FAN_OUT_BATCH = 1_000;

type Pending = { id: string | number; user_id: string; title: string; message: string; email: string; first_name: string };

/**
 * Mails what a member is owed and marks it sent. Rows are locked while they are mailed, so a second
 * instance (or a retried job) skips them instead of sending them again.
 */
async function mailPending(app: FastifyInstance, where: ReturnType<typeof sql>, digest: 'daily' | 'weekly' | null) {
  for (;;) {
    const sent = await app.db.transaction(async (tx) => {
      const rows = rowsOf<Pending>(
        await tx.execute(sql`
        select e.id, e.user_id, e.title, e.message, p.email, p.first_name
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

    /** The digest of one frequency: every member on it with mail owed gets one summary. */
    notification_digest: async (payload) => {
      const frequency = payload.frequency === 'weekly' ? 'weekly' : 'daily';
      await mailPending(
        app,
        sql`exists (select 1 from user_notification_settings s where s.user_id = e2.user_id
          and s.email_notifications_enabled and s.notification_frequency = ${frequency})`,
        frequency,
      );
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

/** The start of the next daily (00:00 UTC) or weekly (Monday 00:00 UTC) digest after `now`. */
export function nextDigestAt(frequency: 'daily' | 'weekly', now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + ((8 - next.getUTCDay()) % 7));
  return next;
}

/**
 * Makes sure the next daily and weekly digests are queued. Every instance calls it; the unique key
 * queues each digest once, and SKIP LOCKED runs it once.
 */
export async function scheduleDigests(tx: Tx, now = new Date()) {
  for (const frequency of ['daily', 'weekly'] as const) {
    const at = nextDigestAt(frequency, now);
    await enqueue(
      tx,
      'notification_digest',
      { frequency },
      { runAt: at, uniqueKey: `notification_digest:${frequency}:${at.toISOString()}` },
    );
  }
}
