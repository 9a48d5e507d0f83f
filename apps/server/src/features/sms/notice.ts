import { enqueue } from '../../jobs/queue.ts';
import type { Tx } from '../../db/client.ts';
import { verifiedPhone } from './phone-verification.ts';

/**
 * What texts carry (issue 28): only what a member needs away from the app. Session reminders, and a
 * session confirmed, cancelled or moved (the mentee's `session_booking` covers confirmed, moved and
 * a proposed new time; the mentor's `session_confirmed` an accepted new time). Never social news,
 * messages one by one, or marketing.
 */
export const SMS_NOTIFICATION_TYPES: ReadonlySet<string> = new Set([
  'session_reminder',
  'session_booking',
  'session_cancelled',
  'session_confirmed',
]);

/** `eventKey` names the notification, so its text is delivered once however many times its job runs (decision 048). */
export type SmsNotice = { eventKey?: string; userId: string; type: string; title: string; message: string };

/**
 * The SMS channel's one hook into notification delivery: queues the text in the notification's
 * transaction (it leaves only once that commits) for a type texts carry and a member whose phone is
 * verified. The member's `sms_notifications_enabled` is checked by the caller, as for each channel.
 */
export async function queueSms(tx: Tx, notice: SmsNotice, o: { runAt?: Date } = {}) {
  if (!SMS_NOTIFICATION_TYPES.has(notice.type)) return;
  if (!(await verifiedPhone(tx, notice.userId))) return;
  const { eventKey, userId, type, title, message } = notice;
  await enqueue(tx, 'sms_notification', { notice: { eventKey, userId, type, title, message } }, { runAt: o.runAt });
}
