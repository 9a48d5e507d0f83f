import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * Links in newsletter mails carry an HMAC of what they do and for whom, keyed by the server's secret
 * (decision 032): nobody can make one for another subscriber, and nothing is stored to check them.
 * Each purpose signs its own text, so an unsubscribe signature never confirms.
 */
const sign = (secret: string, text: string) => createHmac('sha256', secret).update(`newsletter:${text}`).digest('base64url');

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const unsubscribeToken = (secret: string, subscriberId: string) => sign(secret, `unsubscribe:${subscriberId}`);
export const isUnsubscribeToken = (secret: string, subscriberId: string, token: string) =>
  matches(unsubscribeToken(secret, subscriberId), token);

/** Bound to the address too: a link asked for an address confirms that address only. */
export const confirmToken = (secret: string, subscriberId: string, email: string, expiresAt: number) =>
  sign(secret, `confirm:${subscriberId}:${email}:${expiresAt}`);
export const isConfirmToken = (secret: string, o: { subscriberId: string; email: string; expiresAt: number; token: string }) =>
  o.expiresAt * 1000 > Date.now() && matches(confirmToken(secret, o.subscriberId, o.email, o.expiresAt), o.token);

/** The web pages the mails link to, and the address mail providers POST to for a one-click unsubscribe (RFC 8058). */
export function newsletterLinks(publicUrl: string, secret: string, subscriberId: string) {
  const query = `s=${subscriberId}&t=${unsubscribeToken(secret, subscriberId)}`;
  return { unsubscribePage: `${publicUrl}/newsletter/unsubscribe?${query}`, oneClick: `${publicUrl}/api/newsletter/one-click?${query}` };
}

export function confirmLink(publicUrl: string, secret: string, subscriberId: string, email: string): string {
  const expiresAt = Math.floor(Date.now() / 1000) + CONFIRM_LINK_DAYS * 86_400;
  return `${publicUrl}/newsletter/confirm?s=${subscriberId}&e=${expiresAt}&t=${confirmToken(secret, subscriberId, email, expiresAt)}`;
}
