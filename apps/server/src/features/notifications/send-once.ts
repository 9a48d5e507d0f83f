import type { FastifyInstance } from 'fastify';
import { enqueue } from '../../jobs/queue.ts';
import { claimDelivery, type DeliveryKey, retryDelayMs, type SendOutcome, settleDelivery } from './deliveries.ts';

/** What a channel's send answers: its outcome, and what a retry should be sent (some devices only). */
export type ChannelResult = { outcome: SendOutcome; error?: string; retryPayload?: Record<string, unknown> };

/**
 * One event's send to one member on one channel, the same for every channel (decision 048): recorded
 * before it leaves, so a second instance or a job run again finds it taken; a send that surely failed
 * is queued again as `kind` with back-off and given up (and logged) after its tries; one whose outcome
 * is unknown is left alone, so nobody gets it twice.
 */
export async function sendOnce(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  o: { key: DeliveryKey; kind: string; payload: Record<string, unknown>; send: () => Promise<ChannelResult> },
) {
  const tries = Number(o.payload.tries ?? 0) + 1;
  if (!(await claimDelivery(app.db, o.key))) return;
  let result: ChannelResult;
  try {
    result = await o.send();
  } catch (err) {
    // A throw from our own side, after the claim: whether anything left is not known, so it is not sent again.
    result = { outcome: 'unknown', error: err instanceof Error ? err.message : String(err) };
  }
  const status = await settleDelivery(app.db, o.key, result.outcome, tries, result.error);
  const log = app.log.child({ delivery: { channel: o.key.channel, userId: o.key.userId, eventKey: o.key.eventKey, tries } });
  if (status === 'failed') {
    await enqueue(app.db, o.kind, { ...o.payload, ...result.retryPayload, tries }, { runAt: new Date(Date.now() + retryDelayMs(tries)) });
    log.warn({ error: result.error }, 'delivery: failed, will try again');
  } else if (status === 'given_up') {
    log.warn({ error: result.error }, 'delivery: given up after its tries');
  } else if (status === 'unknown') {
    log.warn({ error: result.error }, 'delivery: outcome unknown, not sent again');
  }
}
