import { createECDH } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { PushDevice, PushSubscriptionInput } from '@prosper/shared/schemas/push';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deviceOf } from '../security/device.ts';

type Row = {
  id: string;
  device: PushDevice['device'];
  browser: string | null;
  created_at: string | Date;
  last_pushed_at: string | Date | null;
};

const columns = sql`id, device, browser, created_at, last_pushed_at`;

const toDevice = (r: Row): PushDevice => ({
  id: r.id,
  device: r.device,
  browser: r.browser,
  createdAt: new Date(r.created_at).toISOString(),
  lastPushedAt: r.last_pushed_at ? new Date(r.last_pushed_at).toISOString() : null,
});

/** Whether an endpoint is at one of the push services we send to (`https://*.host` matches its subdomains). */
export function isPushService(endpoint: string, origins: readonly string[]): boolean {
  const url = new URL(endpoint);
  return origins.some((origin) => {
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(origin);
    if (!wild) return url.origin === origin;
    return url.protocol === `${wild[1]}:` && url.host.endsWith(`.${wild[2]}`);
  });
}

/** The browser's key must be a point on P-256, or no push could ever be encrypted for it. */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores this device's subscription for the member. The endpoint is one browser profile: subscribing
 * it again refreshes its keys and, when another member signed in there since, makes it theirs.
 */
export async function subscribePush(
  db: Db,
  o: { userId: string; input: PushSubscriptionInput; userAgent: string | null; pushServiceOrigins: readonly string[] },
): Promise<PushDevice> {
  if (!isPushService(o.input.endpoint, o.pushServiceOrigins))
    throw new AppError(400, 'push_service_refused', en.notifications.pushServiceRefused, { endpoint: en.notifications.pushServiceRefused });
  if (!isP256Point(o.input.keys.p256dh))
    throw new AppError(400, 'invalid_push_subscription', en.notifications.invalidPushSubscription, {
      'keys.p256dh': en.notifications.invalidPushSubscription,
    });
  const device = deviceOf(o.userAgent);
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth, device, browser)
      values (${o.userId}, ${o.input.endpoint}, ${o.input.keys.p256dh}, ${o.input.keys.auth}, ${device.kind}, ${device.browser})
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
        device = excluded.device, browser = excluded.browser,
        created_at = case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else now() end
      returning ${columns}`),
  );
  return toDevice(row!);
}

/** The member's devices that get push notifications, the first added first. */
export async function listPushDevices(db: Db, userId: string): Promise<PushDevice[]> {
  return rowsOf<Row>(
    await db.execute(sql`select ${columns} from push_subscriptions where user_id = ${userId} order by created_at, id`),
  ).map(toDevice);
}

/** Removes one of the member's devices; another member's is as absent as one that never was. */
export async function removePushDevice(db: Db, o: { userId: string; id: string }) {
  const removed = rowsOf(await db.execute(sql`delete from push_subscriptions where id = ${o.id} and user_id = ${o.userId} returning id`));
  if (removed.length === 0) throw new AppError(404, 'not_found', en.errors.notFound);
}
