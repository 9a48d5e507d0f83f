import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { alertSubject } from '@prosper/shared/rules/notification-links';
import type { PushPayload } from '@prosper/shared/schemas/push';
import type { VapidKeys } from '../../config.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { pushDelivery, pushTopic } from './delivery.ts';
import { vapidAuthorization } from './vapid-header.ts';
import type { PushNotice } from './notice.ts';

type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

/** What became of one device's push. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused' | 'unknown';

/** Network errors raised before the request reached the push service: it surely did not deliver. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'UND_ERR_CONNECT_TIMEOUT']);

/** `timeoutMs`: a push service that has not answered by then may still deliver, so the push is not sent again. */
export type PushSender = { vapid: VapidKeys & { subject: string }; db: Db; log: FastifyBaseLogger; timeoutMs: number };

/**
 * Sends one notification to the member's devices (or those named): each payload encrypted for its
 * browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`, posted with
 * TTL, Urgency and Topic (RFC 8030). A subscription the push service reports gone (404, 410) is
 * deleted; the ids of those worth trying again (429, 5xx, not reached) are returned.
 */
export async function sendPush(
  s: PushSender,
  o: { notice: PushNotice; payload: PushPayload; subscriptionIds?: string[] },
): Promise<{ outcomes: PushOutcome[]; retry: string[] }> {
  const subscriptions = rowsOf<Subscription>(
    await s.db.execute(sql`
      select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${o.notice.userId}
      ${
        o.subscriptionIds
          ? sql`and id in (${sql.join(
              o.subscriptionIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``
      }
      order by created_at, id`),
  );
  const { urgency, ttl } = pushDelivery(o.notice.type, o.notice.category);
  const topic = pushTopic(alertSubject({ type: o.notice.type, data: o.notice.data, postId: o.notice.postId }));
  const outcomes: PushOutcome[] = [];
  const retry: string[] = [];
  for (const sub of subscriptions) {
    const outcome = await sendOne(s, sub, JSON.stringify(o.payload), { TTL: ttl, urgency, topic });
    outcomes.push(outcome);
    if (outcome === 'retry') retry.push(sub.id);
    if (outcome === 'gone') await s.db.execute(sql`delete from push_subscriptions where id = ${sub.id}`);
    if (outcome === 'sent') await s.db.execute(sql`update push_subscriptions set last_pushed_at = now() where id = ${sub.id}`);
  }
  return { outcomes, retry };
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
  // fetch sets the length itself; web-push's own https-only transport could not reach a local stand-in.
  const { 'Content-Length': _length, ...rest } = details.headers as Record<string, string>;
  const headers = { ...rest, Authorization: vapidAuthorization(sub.endpoint, s.vapid) };
  const log = s.log.child({ pushSubscription: sub.id });
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(s.timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return 'sent';
    if (res.status === 404 || res.status === 410) {
      log.info({ status: res.status }, 'push: subscription gone, removed');
      return 'gone';
    }
    if (res.status === 429 || res.status >= 500) {
      log.warn({ status: res.status }, 'push: push service failed, will try again');
      return 'retry';
    }
    log.warn({ status: res.status }, 'push: push service refused the push');
    return 'refused';
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code && NOT_SENT.has(code)) {
      log.warn({ code }, 'push: push service not reached, will try again');
      return 'retry';
    }
    // A timeout after the request left: it may have been delivered, so it is not sent twice.
    log.warn({ err: (err as Error).name }, 'push: outcome unknown, not sent again');
    return 'unknown';
  }
}
