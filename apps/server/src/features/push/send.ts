import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { alertSubject } from '@prosper/shared/rules/notification-links';
import type { PushPayload } from '@prosper/shared/schemas/push';
import type { VapidKeys } from '../../config.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { Limiter } from '../../lib/limiter.ts';
import { callProvider, NoAnswer } from '../../lib/provider-call.ts';
import { pushDelivery, pushTopic } from './delivery.ts';
import { vapidAuthorization } from './vapid-header.ts';
import type { PushNotice } from './notice.ts';

type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

/** What became of one device's push. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused' | 'unknown';

/** `timeoutMs`: a push service that has not answered by then may still deliver, so the push is not sent again. */
export type PushSender = { vapid: VapidKeys & { subject: string }; db: Db; log: FastifyBaseLogger; timeoutMs: number };

type Push = { notice: PushNotice; payload: PushPayload; subscriptionIds?: string[] };
type PushResult = { outcomes: PushOutcome[]; retry: string[] };

/**
 * Sends one notification to the member's devices (or those named): each payload encrypted for its
 * browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`, posted with
 * TTL, Urgency and Topic (RFC 8030). A subscription the push service reports gone (404, 410) is
 * deleted; the ids of those worth trying again (429, 5xx, not reached) are returned.
 */
export async function sendPush(s: PushSender, push: Push): Promise<PushResult> {
  return (await sendPushes(s, [push], new Limiter(1)))[0]!;
}

/**
 * `sendPush` for many notifications at once (a batch of pushes, decision 063): their members'
 * devices read in one statement, the pushes sent at most `limiter`'s size at once, and the devices
 * gone, and those reached, recorded in one statement each. Results are in the pushes' order.
 */
export async function sendPushes(s: PushSender, pushes: Push[], limiter: Limiter): Promise<PushResult[]> {
  const rows = rowsOf<Subscription & { user_id: string }>(
    await s.db.execute(sql`
      select id, user_id, endpoint, p256dh, auth from push_subscriptions
      where user_id = any(${sql.param([...new Set(pushes.map((p) => p.notice.userId))])}::text[])
      order by created_at, id`),
  );
  const sends = pushes.flatMap((push, index) => {
    const { urgency, ttl } = pushDelivery(push.notice.type, push.notice.category);
    const topic = pushTopic(alertSubject({ type: push.notice.type, data: push.notice.data, postId: push.notice.postId }));
    const body = JSON.stringify(push.payload);
    return rows
      .filter((sub) => sub.user_id === push.notice.userId && (!push.subscriptionIds || push.subscriptionIds.includes(sub.id)))
      .map((sub) => ({ index, sub, body, options: { TTL: ttl, urgency, topic } }));
  });
  const outcomes = await limiter.map(sends, (x) =>
    sendOne(s, x.sub, x.body, x.options).catch((err: unknown): PushOutcome => {
      // A throw from our own side (the device's keys would not encrypt): this push alone is not sent again.
      s.log.warn({ err, pushSubscription: x.sub.id }, 'push: could not be sent');
      return 'unknown';
    }),
  );
  const withOutcome = (wanted: PushOutcome) => sends.flatMap((x, i) => (outcomes[i] === wanted ? [x.sub.id] : []));
  const gone = withOutcome('gone');
  if (gone.length > 0) await s.db.execute(sql`delete from push_subscriptions where id = any(${sql.param(gone)}::uuid[])`);
  const reached = withOutcome('sent');
  if (reached.length > 0)
    await s.db.execute(sql`update push_subscriptions set last_pushed_at = now() where id = any(${sql.param(reached)}::uuid[])`);
  return pushes.map((_, index) => {
    const mine = sends.flatMap((x, i) => (x.index === index ? [{ id: x.sub.id, outcome: outcomes[i]! }] : []));
    return { outcomes: mine.map((m) => m.outcome), retry: mine.filter((m) => m.outcome === 'retry').map((m) => m.id) };
  });
}

async function sendOne(
  s: PushSender,
  sub: Subscription,
  body: string,
  options: { TTL: number; urgency: webpush.Urgency; topic: string },
): Promise<PushOutcome> {
  // Encrypted for this browser by web-push (a new key per push, as RFC 8291 wants); the VAPID
  // token, the same for every push to this push service, comes from our cache (vapid-header.ts).
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
    ...options,
    contentEncoding: 'aes128gcm',
  });
  // The length is set from the body; web-push's own https-only transport could not reach a local stand-in.
  const { 'Content-Length': _length, ...rest } = details.headers as Record<string, string>;
  const headers = { ...rest, Authorization: vapidAuthorization(sub.endpoint, s.vapid) };
  try {
    const res = await callProvider(details.endpoint, { method: 'POST', headers, body: details.body ?? undefined, timeoutMs: s.timeoutMs });
    if (res.ok) return 'sent';
    if (res.status === 404 || res.status === 410) {
      s.log.info({ pushSubscription: sub.id, status: res.status }, 'push: subscription gone, removed');
      return 'gone';
    }
    if (res.status === 429 || res.status >= 500) {
      s.log.warn({ pushSubscription: sub.id, status: res.status }, 'push: push service failed, will try again');
      return 'retry';
    }
    s.log.warn({ pushSubscription: sub.id, status: res.status }, 'push: push service refused the push');
    return 'refused';
  } catch (err) {
    if (!(err instanceof NoAnswer)) throw err;
    if (!err.reached) {
      s.log.warn({ pushSubscription: sub.id, code: err.code }, 'push: push service not reached, will try again');
      return 'retry';
    }
    // A timeout or a reset after the request left: it may have been delivered, so it is not sent
    // twice (decision 063).
    s.log.warn({ pushSubscription: sub.id, code: err.code }, 'push: outcome unknown, not sent again');
    return 'unknown';
  }
}
