import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';

/** A token may live up to 24 hours (RFC 8292 §2); ours says 12, and is made anew after 1. */
const TOKEN_LIFE_S = 12 * 60 * 60;
const RENEW_AFTER_MS = 60 * 60 * 1000;

const cache = new Map<string, { authorization: string; renewAt: number }>();

/**
 * The VAPID `Authorization` header for one push service (its origin is the token's audience).
 * web-push signs a new ES256 token for every push, about a millisecond and a half of CPU each on our
 * machines (decision 063's profile); the token names only the push service, our key and our
 * contact, so one is reused for every push to that service for an hour.
 */
export function vapidAuthorization(endpoint: string, vapid: VapidKeys & { subject: string }): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.renewAt > now) return cached.authorization;
  const expiration = Math.floor(now / 1000) + TOKEN_LIFE_S;
  const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
  cache.set(key, { authorization: String(Authorization), renewAt: now + RENEW_AFTER_MS });
  return String(Authorization);
}
