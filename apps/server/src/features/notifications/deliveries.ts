import { sql } from 'drizzle-orm';
import type { DeliveryChannel, DeliveryStatus } from '@prosper/shared/constants/deliveries';
import { type Db, rowsOf } from '../../db/client.ts';

type Executor = Pick<Db, 'execute'>;

/** One event for one member on one channel: the key of its `notification_deliveries` row. */
export type DeliveryKey = { eventKey: string; userId: string; channel: DeliveryChannel };

/**
 * What became of one send, whatever the channel (decision 048): `retry` surely did not go (refused
 * connection, 429, 5xx) and may be tried again; `unknown` left and got no answer, so it never is.
 */
export type SendOutcome = 'sent' | 'retry' | 'refused' | 'unknown';

/** Tries of a send that surely failed, waiting 30 s and doubling between them; then it is given up. */
export const DELIVERY_TRIES = 3;
export const retryDelayMs = (tries: number) => 30_000 * 2 ** (tries - 1);

/**
 * Records a delivery before it is sent, committed on its own: true when this caller may send it.
 * The first try inserts the row; a retry takes back a row left `failed`. A row another instance is
 * sending, sent, or left `unknown` is not taken, so nobody gets the same notice twice.
 */
export async function claimDelivery(db: Executor, key: DeliveryKey): Promise<boolean> {
  const claimed = rowsOf(
    await db.execute(sql`
      insert into notification_deliveries (event_key, user_id, channel)
      values (${key.eventKey}, ${key.userId}, ${key.channel})
      on conflict (event_key, user_id, channel) do update
        set status = 'sending', attempts = notification_deliveries.attempts + 1, updated_at = now()
        where notification_deliveries.status = 'failed'
      returning id`),
  );
  return claimed.length > 0;
}

/** What a send's outcome leaves on its row: a failure is `given_up` once it has had its tries. */
export const deliveryStatus = (outcome: SendOutcome, tries: number): DeliveryStatus =>
  outcome === 'retry' ? (tries >= DELIVERY_TRIES ? 'given_up' : 'failed') : outcome === 'sent' ? 'sent' : outcome;

/** Records how the send went; a failure is `given_up` once it has had its tries. */
export async function settleDelivery(db: Executor, key: DeliveryKey, outcome: SendOutcome, tries: number, error?: string) {
  const status = deliveryStatus(outcome, tries);
  await db.execute(sql`
    update notification_deliveries set status = ${status}, last_error = ${error ?? null}, updated_at = now()
    where event_key = ${key.eventKey} and user_id = ${key.userId} and channel = ${key.channel}`);
  return status;
}
