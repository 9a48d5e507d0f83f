import { en, fill } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { SessionParty } from '@prosper/shared/schemas/session';
import type { Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { publishMany } from '../../realtime/outbox.ts';
import { createMentorNotification, createNotification } from '../notifications/service.ts';
import type { SessionRow } from './rows.ts';

export type SessionChange =
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'rescheduleProposed'
  | 'rescheduleAccepted'
  | 'rescheduleDeclined'
  | 'completed'
  | 'noShow'
  // The payment hold ran out unpaid (decision 057): nobody acted, both members are told.
  | 'released'
  // Told by the payments and reviews services themselves:
  | 'paymentSent'
  | 'paid'
  | 'reviewed'
  | 'replied';

const t = en.sessions;
const nameOf = (r: SessionRow, party: SessionParty) =>
  party === 'mentor' ? `${r.mentor_first_name} ${r.mentor_last_name}` : `${r.mentee_first_name} ${r.mentee_last_name}`;
const idOf = (r: SessionRow, party: SessionParty) => (party === 'mentor' ? r.mentor_id : r.mentee_id);
const other = (party: SessionParty): SessionParty => (party === 'mentor' ? 'mentee' : 'mentor');

/**
 * Tells the other side of a change (SPEC §9 templates where they fit, ours where §9 has none), in
 * the change's transaction: the mentor in their own stream, the mentee in the general one. Both
 * members' open pages refresh through the `sessions` topic, and calendars get the invitation,
 * update or cancellation.
 */
export async function notifySessionChange(tx: Tx, r: SessionRow, change: { kind: SessionChange; actor: SessionParty | null }) {
  const { kind } = change;
  const actor = change.actor ?? 'mentor';
  const to = other(actor);
  const values = { name: nameOf(r, actor), title: r.title };
  const data = { session_id: r.id };
  const toMentee = (title: string, message: string, type: 'session_booking' | 'session_cancelled' = 'session_cancelled') =>
    createNotification(tx, { recipientId: r.mentee_id, type, title, message, actorId: r.mentor_id, data });
  const toMentor = (type: 'session_request' | 'session_confirmed' | 'session_cancelled', message: string, title?: string) =>
    createMentorNotification(tx, { mentorId: r.mentor_id, type, message, title, data });

  switch (kind) {
    case 'requested':
      await toMentor('session_request', notificationText('session_booking', values).message);
      break;
    case 'confirmed': {
      const text = notificationText('session_booking', values);
      await toMentee(text.title, text.message, 'session_booking');
      break;
    }
    case 'declined':
      await toMentee(t.declinedTitle, fill(t.declinedMessage, values));
      break;
    case 'expired':
      await toMentee(t.expiredTitle, fill(t.expiredMessage, { ...values, name: nameOf(r, 'mentor') }));
      break;
    case 'cancelled': {
      const text = notificationText('session_cancelled', values);
      if (to === 'mentor') await toMentor('session_cancelled', text.message);
      else await toMentee(text.title, text.message);
      break;
    }
    case 'rescheduleProposed':
      if (to === 'mentor') await toMentor('session_request', fill(t.proposedMessage, values), t.proposedTitle);
      else await toMentee(t.proposedTitle, fill(t.proposedMessage, values), 'session_booking');
      break;
    case 'rescheduleAccepted':
      if (to === 'mentor') await toMentor('session_confirmed', fill(t.proposalAcceptedMessage, values));
      else await toMentee(notificationText('session_booking', values).title, fill(t.proposalAcceptedMessage, values), 'session_booking');
      break;
    case 'rescheduleDeclined':
      if (to === 'mentor') await toMentor('session_request', fill(t.proposalDeclinedMessage, values), t.proposalDeclinedTitle);
      else await toMentee(t.proposalDeclinedTitle, fill(t.proposalDeclinedMessage, values));
      break;
    case 'completed':
      for (const party of ['mentor', 'mentee'] as const) {
        const text = notificationText('session_completed', { name: nameOf(r, other(party)), title: r.title });
        await createNotification(tx, {
          recipientId: idOf(r, party),
          type: 'session_completed',
          ...text,
          actorId: idOf(r, other(party)),
          data,
        });
      }
      break;
    case 'released': {
      // §3 has no type for it: the cancellation's type and §9 title, with our words (nobody cancelled).
      const title = notificationText('session_cancelled', values).title;
      const message = fill(en.payments.holdReleasedMessage, values);
      await toMentee(title, message);
      await toMentor('session_cancelled', message, title);
      break;
    }
    case 'noShow':
      await createNotification(tx, {
        recipientId: idOf(r, to),
        type: 'session_cancelled',
        title: t.absentTitle,
        message: fill(t.absentMessage, values),
        actorId: idOf(r, actor),
        data,
      });
      break;
  }

  const payload = { id: r.id, status: r.status };
  await publishMany(tx, 'sessions', 'update', [
    { userId: r.mentor_id, payload },
    { userId: r.mentee_id, payload },
  ]);
  // Only a confirmed session was ever sent to calendars (it has a room), so only it is withdrawn.
  const method =
    kind === 'confirmed' || kind === 'rescheduleAccepted'
      ? 'REQUEST'
      : (kind === 'cancelled' || kind === 'released') && r.meeting_url
        ? 'CANCEL'
        : null;
  if (method) await enqueue(tx, 'session_calendar', { sessionId: r.id, method });
}
