import { sql } from 'drizzle-orm';
import type { NotificationCategory } from '@prosper/shared/constants/notifications';
import type { Tx } from '../../db/client.ts';

/**
 * A notification as its outside channels need it (push, mail, and SMS when it comes): kept in the
 * job, so it leaves only once the notification committed.
 */
export type PushNotice = {
  /** The event this notice is one delivery of: one per member and channel (decision 048). */
  eventKey: string;
  userId: string;
  type: string;
  category: NotificationCategory;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  postId: string | null;
  actorId: string | null;
  /** A session reminder's meeting link: sent by push and mail, never stored in the in-app notification. */
  joinUrl?: string | null;
  /** A line for the mail only, under the message: a receipt's amount charged (decision 056). */
  mailDetail?: string | null;
};

/**
 * Queues notifications' pushes in the caller's transaction, for members with at least one device
 * (most have none: no job is made for them). `runAt` holds one, as do-not-disturb holds mail.
 */
export async function queuePushes(tx: Tx, pushes: { notice: PushNotice; runAt?: Date }[]) {
  if (pushes.length === 0) return;
  const now = new Date();
  const rows = pushes.map(({ notice, runAt }) => ({
    payload: { notice },
    run_at: (runAt ?? now).toISOString(),
    user_id: notice.userId,
    unique_key: `push:${notice.eventKey}:${notice.userId}`,
  }));
  // One statement, however many: every notification of every member asks (decision 063).
  await tx.execute(sql`
    insert into jobs (kind, payload, run_at, unique_key)
    select 'push_notification', x.payload, x.run_at, x.unique_key
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(payload jsonb, run_at timestamptz, user_id text, unique_key text)
    where exists (select 1 from push_subscriptions where user_id = x.user_id)
    on conflict (unique_key) do nothing`);
}
