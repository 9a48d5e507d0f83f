import { sql } from 'drizzle-orm';
import type { MessageSettings } from '@prosper/shared/schemas/message';
import { type Db, rowsOf } from '../../db/client.ts';

export async function messageSettings(db: Db, { userId }: { userId: string }): Promise<MessageSettings> {
  await db.execute(sql`insert into user_privacy_settings (user_id) values (${userId}) on conflict do nothing`);
  const row = rowsOf<{ who_can_message: MessageSettings['whoCanMessage']; read_receipts_enabled: boolean }>(
    await db.execute(sql`select who_can_message, read_receipts_enabled from user_privacy_settings where user_id = ${userId}`),
  )[0]!;
  return { whoCanMessage: row.who_can_message, readReceiptsEnabled: row.read_receipts_enabled };
}

export async function updateMessageSettings(db: Db, { userId, ...patch }: { userId: string } & Partial<MessageSettings>) {
  await messageSettings(db, { userId });
  await db.execute(sql`
    update user_privacy_settings set
      who_can_message = coalesce(${patch.whoCanMessage ?? null}, who_can_message),
      read_receipts_enabled = coalesce(${patch.readReceiptsEnabled ?? null}::boolean, read_receipts_enabled),
      updated_at = now()
    where user_id = ${userId}`);
  return messageSettings(db, { userId });
}
