import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeliveryStatus } from '@prosper/shared/constants/deliveries';
import { rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { type DeliveryKey, deliveryStatus, retryDelayMs } from './deliveries.ts';
import type { ChannelResult } from './send-once.ts';

/** One job's send: its delivery, its job's payload (queued again on a failure), and what `deliver` sends. */
export type BatchedSend<T> = { key: DeliveryKey; payload: Record<string, unknown>; item: T };

const keyOf = (k: DeliveryKey) => `${k.eventKey}\u0000${k.userId}\u0000${k.channel}`;

/** A `deliver` that sends each item on its own, at most `limiter`'s size at once. */
export const eachAlone =
  (limiter: Limiter) =>
  (sends: (() => Promise<ChannelResult>)[]): Promise<ChannelResult[]> =>
    limiter.map(sends, async (send) => {
      try {
        return await send();
      } catch (err) {
        // A throw from our own side, after the claim: whether anything left is not known, so it is not sent again.
        return { outcome: 'unknown', error: err instanceof Error ? err.message : String(err) };
      }
    });

/**
 * sendOnce for many jobs of one kind at once (decision 063), with the same guarantees: every
 * delivery is claimed in **one** statement, committed before anything leaves (a row another
 * instance is sending, sent, or left `unknown` is not taken, so nobody gets a notice twice); the
 * claimed ones are sent by `deliver` (its results in their order: each alone, or a channel's own
 * set-based way); **one** statement records every outcome.
 * A send that surely failed is queued again as `kind` with back-off and given up after its tries;
 * one whose outcome is unknown is never sent again.
 */
export async function sendOnceEach<T>(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  o: { kind: string; sends: BatchedSend<T>[]; deliver: (items: T[]) => Promise<ChannelResult[]> },
) {
  // One claim per delivery: a second job for the same one (queued twice) finds it taken.
  const byKey = new Map<string, BatchedSend<T>>();
  for (const s of o.sends) if (!byKey.has(keyOf(s.key))) byKey.set(keyOf(s.key), s);
  const wanted = [...byKey.values()];
  if (wanted.length === 0) return;
  const claimed = rowsOf<{ event_key: string; user_id: string; channel: string }>(
    await app.db.execute(sql`
      insert into notification_deliveries (event_key, user_id, channel)
      select * from unnest(${sql.param(wanted.map((s) => s.key.eventKey))}::text[],
        ${sql.param(wanted.map((s) => s.key.userId))}::text[], ${sql.param(wanted.map((s) => s.key.channel))}::text[])
      on conflict (event_key, user_id, channel) do update
        set status = 'sending', attempts = notification_deliveries.attempts + 1, updated_at = now()
        where notification_deliveries.status = 'failed'
      returning event_key, user_id, channel`),
  );
  const mine = claimed.map(
    (c) => byKey.get(keyOf({ eventKey: c.event_key, userId: c.user_id, channel: c.channel as DeliveryKey['channel'] }))!,
  );
  const results =
    mine.length === 0
      ? []
      : await o.deliver(mine.map((s) => s.item)).catch((err: unknown) =>
          // A throw from our own side, after the claim: whether anything left is not known, so nothing is sent again.
          mine.map((): ChannelResult => ({ outcome: 'unknown', error: err instanceof Error ? err.message : String(err) })),
        );
  const settled = mine.map((s, i) => {
    const tries = Number(s.payload.tries ?? 0) + 1;
    const result = results[i]!;
    return { s, tries, result, status: deliveryStatus(result.outcome, tries) as DeliveryStatus };
  });
  if (settled.length > 0)
    await app.db.execute(sql`
      update notification_deliveries d set status = o.status, last_error = o.error, updated_at = now()
      from unnest(${sql.param(settled.map((x) => x.s.key.eventKey))}::text[], ${sql.param(settled.map((x) => x.s.key.userId))}::text[],
        ${sql.param(settled.map((x) => x.s.key.channel))}::text[], ${sql.param(settled.map((x) => x.status))}::text[],
        ${sql.param(settled.map((x) => x.result.error ?? null))}::text[]) as o(event_key, user_id, channel, status, error)
      where d.event_key = o.event_key and d.user_id = o.user_id and d.channel = o.channel`);
  for (const { s, tries, result, status } of settled) {
    if (status === 'sent') continue;
    const log = app.log.child({ delivery: { channel: s.key.channel, userId: s.key.userId, eventKey: s.key.eventKey, tries } });
    if (status === 'failed') {
      await enqueue(app.db, o.kind, { ...s.payload, ...result.retryPayload, tries }, { runAt: new Date(Date.now() + retryDelayMs(tries)) });
      log.warn({ error: result.error }, 'delivery: failed, will try again');
    } else if (status === 'given_up') {
      log.warn({ error: result.error }, 'delivery: given up after its tries');
    } else if (status === 'unknown') {
      log.warn({ error: result.error }, 'delivery: outcome unknown, not sent again');
    }
  }
}
