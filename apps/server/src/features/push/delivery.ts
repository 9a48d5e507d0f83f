import { createHash } from 'node:crypto';
import type { NotificationCategory } from '@prosper/shared/constants/notifications';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** A reminder says the session starts in 30 minutes: later than that it is wrong, so the push service drops it. */
const REMINDER_TTL_S = 30 * 60;
/** Anything else is still worth seeing a day later; past that the member has opened the app anyway. */
const NOTICE_TTL_S = 24 * 60 * 60;
/** What a member waits for: their sessions, messages and money. The rest may wait for the phone to wake. */
const NORMAL_CATEGORIES: ReadonlySet<NotificationCategory> = new Set(['sessions', 'messages', 'payments']);

/**
 * How the push service treats a notification's push (RFC 8030 §5): a session reminder is urgent and
 * short-lived; sessions, messages and payments are normal; social news is low, so a phone saving its
 * battery gets it later.
 */
export function pushDelivery(type: string, category: NotificationCategory): { urgency: PushUrgency; ttl: number } {
  if (type === 'session_reminder') return { urgency: 'high', ttl: REMINDER_TTL_S };
  return { urgency: NORMAL_CATEGORIES.has(category) ? 'normal' : 'low', ttl: NOTICE_TTL_S };
}

/**
 * The Topic header for a notification's subject (alertSubject): a push still waiting at the push
 * service is replaced by a newer one with the same topic (RFC 8030 §5.4). The topic is at most 32
 * base64url characters, so the subject is hashed, which also keeps ids from the push service.
 */
export function pushTopic(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32);
}
