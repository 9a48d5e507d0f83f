import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { publish } from '../../realtime/outbox.ts';
import { notificationColumns, type NotificationRow, toNotification } from '../notifications/rows.ts';

/*
 * The member's `sync_request` notifications move with the requests: the Networks badge counts the
 * unread ones (SPEC §7), so each change is published as the notifications area publishes its own,
 * and every open tab's counts follow without asking the server.
 */

/** Marks read the member's unread requests (from one asker, or all of them), live. */
export async function readRequestNotifications(tx: Tx, { userId, actorId }: { userId: string; actorId?: string }) {
  const rows = rowsOf<NotificationRow>(
    await tx.execute(sql`
    with n as (
      update notifications set read = true
      where recipient_id = ${userId} and type = 'sync_request' and not read ${actorId ? sql`and actor_id = ${actorId}` : sql``}
      returning *)
    select ${notificationColumns} from n left join profiles a on a.id = n.actor_id`),
  );
  for (const row of rows) await publish(tx, { topic: 'notifications', userId, type: 'update', payload: toNotification(row) });
}

/** Takes back a withdrawn request's notification, live. */
export async function dropRequestNotifications(tx: Tx, { userId, actorId }: { userId: string; actorId: string }) {
  const rows = rowsOf<{ id: string; read: boolean }>(
    await tx.execute(sql`
    delete from notifications where user_id = ${userId} and actor_id = ${actorId} and type = 'sync_request' returning id, read`),
  );
  for (const row of rows) await publish(tx, { topic: 'notifications', userId, type: 'delete', payload: row });
}
