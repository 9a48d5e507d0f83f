import { sql } from 'drizzle-orm';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { type Db, rowsOf } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { createNotification } from '../notifications/service.ts';

/** The delayed new_message notification: only for a message still unread, through the one notification service. */
export function messageJobs(db: Db): Record<string, JobHandler> {
  return {
    message_notification: async (payload) => {
      await db.transaction(async (tx) => {
        const found = rowsOf<{ sender_id: string; recipient_id: string; thread_id: string; first_name: string; last_name: string }>(
          await tx.execute(sql`
            select m.sender_id, m.recipient_id, m.thread_id, p.first_name, p.last_name
            from messages m join profiles p on p.id = m.sender_id
            where m.id = ${String(payload.messageId)} and m.read_at is null`),
        )[0];
        if (!found) return;
        const name = `${found.first_name} ${found.last_name}`;
        await createNotification(tx, {
          recipientId: found.recipient_id,
          actorId: found.sender_id,
          type: 'new_message',
          ...notificationText('new_message', { name }),
          data: { thread_id: found.thread_id },
        });
      });
    },
  };
}
