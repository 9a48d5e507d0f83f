import { enqueueMany } from '../../jobs/queue.ts';
import type { Tx } from '../../db/client.ts';
import { verifiedPhones } from './phone-verification.ts';

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
 * The SMS channel's one hook into notification delivery: queues texts in the notifications'
 * transaction (they leave only once that commits) for the types texts carry and members whose phone
 * is verified. The member's `sms_notifications_enabled` is checked by the caller, as for each channel.
 */
export async function queueTexts(tx: Tx, texts: { notice: SmsNotice; runAt?: Date }[]) {
  const carried = texts.filter((x) => SMS_NOTIFICATION_TYPES.has(x.notice.type));
  if (carried.length === 0) return;
  const phones = await verifiedPhones(
    tx,
    carried.map((x) => x.notice.userId),
  );
  await enqueueMany(
    tx,
    carried
      .filter((x) => phones.has(x.notice.userId))
      .map(({ notice: { eventKey, userId, type, title, message }, runAt }) => ({
        kind: 'sms_notification',
        payload: { notice: { eventKey, userId, type, title, message } },
        runAt,
      })),
  );
}
