import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { isLateCancellation } from '@prosper/shared/rules/session-timing';
import {
  AUTO_COMPLETE_HOURS,
  DAY_BEFORE_HOURS,
  REMINDER_MINUTES,
  type Session,
  type SessionAction,
  type SessionLength,
  type SessionParty,
} from '@prosper/shared/schemas/session';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createMentorNotification, createNotification } from '../notifications/service.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifySessionChange, type SessionChange } from './notify.ts';
import { openPayment, recordPaid, recordSent } from './payments.ts';
import { chargeFor } from '../payments/charge.ts';
import { refundOnCancel } from '../payments/refunds.ts';
import type { PaymentsConfig } from '../../config.ts';
import { allowedActions } from '@prosper/shared/rules/session-actions';
import { partyOf, type SessionRow, sessionState, toSession } from './rows.ts';
import { freeSlotOf, lockedSession, overlapError } from './service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Step = (tx: Tx, r: SessionRow, party: SessionParty) => Promise<SessionChange>;
/** The member taking a step, and the session they take it on. */
export type SessionTarget = { viewerId: string; id: string };

/**
 * One change of a session by one of its members: under the session's row lock, allowed only when
 * `allowedActions` offers it now (403 for others, 409 when the state moved on), then the other side
 * is told in the same transaction.
 */
async function change(db: Db, { viewerId, id }: SessionTarget, action: SessionAction, step: Step): Promise<Session> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockedSession(tx, id);
      const party = partyOf(before, viewerId);
      if (!party) throw new AppError(403, 'not_yours', en.sessions.notYours);
      const now = Date.now();
      const state = sessionState(before);
      if (!allowedActions(state, party, now).includes(action)) {
        // The other member's step (a mentee confirming) is refused outright; a step too late or too early is a conflict.
        const theirs = allowedActions(state, party === 'mentor' ? 'mentee' : 'mentor', now).includes(action);
        throw new AppError(theirs ? 403 : 409, 'not_allowed', en.sessions.notAllowed);
      }
      const kind = await step(tx, before, party);
      const after = await lockedSession(tx, id);
      await notifySessionChange(tx, after, { kind, actor: party });
      return toSession(after, viewerId);
    });
  } catch (error) {
    throw overlapError(error);
  }
}

/** A unique, unguessable room for the two members. */
const meetingRoom = (base: string) => `${base}/ProsperMentor-${randomBytes(12).toString('base64url')}`;

/** The reminder and the automatic completion of a confirmed session at its current time. */
async function scheduleFollowUps(tx: Tx, id: string, startsAt: number, endsAt: number) {
  // The day before (decision 048), for a session booked further ahead than that.
  const dayBeforeAt = startsAt - DAY_BEFORE_HOURS * HOUR;
  if (dayBeforeAt > Date.now()) {
    await enqueue(
      tx,
      'session_reminder',
      { sessionId: id, startsAt: new Date(startsAt).toISOString(), dayBefore: true },
      { runAt: new Date(dayBeforeAt), uniqueKey: `session_reminder_day_before:${id}:${startsAt}` },
    );
  }
  const remindAt = startsAt - REMINDER_MINUTES * MINUTE;
  // Keyed by the start, so a rescheduled session gets a reminder of its own and the old one finds nothing to do.
  if (remindAt > Date.now()) {
    await enqueue(
      tx,
      'session_reminder',
      { sessionId: id, startsAt: new Date(startsAt).toISOString() },
      {
        runAt: new Date(remindAt),
        uniqueKey: `session_reminder:${id}:${startsAt}`,
      },
    );
  }
  await enqueue(
    tx,
    'session_complete',
    { sessionId: id },
    {
      runAt: new Date(endsAt + AUTO_COMPLETE_HOURS * HOUR),
      uniqueKey: `session_complete:${id}:${endsAt}`,
    },
  );
}

export const confirmSession = (
  db: Db,
  { viewerId, id, meetingBaseUrl, payments }: SessionTarget & { meetingBaseUrl: string; payments?: PaymentsConfig },
) =>
  change(db, { viewerId, id }, 'confirm', async (tx, r) => {
    await tx.execute(sql`
      update sessions set status = 'confirmed', meeting_url = ${meetingRoom(meetingBaseUrl)},
        calendar_sequence = calendar_sequence + 1, updated_at = now()
      where id = ${id}`);
    if (r.price_cents > 0) {
      // Through a provider when the mentee's country has one configured; else paid directly, as before.
      const charge = payments ? await chargeFor(tx, payments, { menteeId: r.mentee_id, usdCents: r.price_cents }) : null;
      const holdUntil =
        charge && payments ? new Date(Math.min(Date.now() + payments.holdHours * HOUR, new Date(r.starts_at).getTime())) : null;
      await openPayment(tx, r, charge, holdUntil);
    }
    await scheduleFollowUps(tx, id, new Date(r.starts_at).getTime(), new Date(r.ends_at).getTime());
    return 'confirmed';
  });

export const declineSession = (db: Db, { viewerId, id, reason }: SessionTarget & { reason: string }) =>
  change(db, { viewerId, id }, 'decline', async (tx) => {
    await tx.execute(sql`update sessions set status = 'declined', reason = ${reason || null}, updated_at = now() where id = ${id}`);
    return 'declined';
  });

export const cancelSession = (db: Db, { viewerId, id, reason }: SessionTarget & { reason: string }) =>
  change(db, { viewerId, id }, 'cancel', async (tx, r, party) => {
    const late = isLateCancellation({ status: r.status, startsAt: new Date(r.starts_at).toISOString() });
    await tx.execute(sql`
      update sessions set status = 'cancelled', cancelled_by = ${party}, reason = ${reason}, late_cancellation = ${late},
        proposed_starts_at = null, proposed_by = null, calendar_sequence = calendar_sequence + 1, updated_at = now()
      where id = ${id}`);
    await tx.execute(sql`update payments set status = 'cancelled' where session_id = ${id} and status in ('pending', 'sent')`);
    // Money paid through a provider goes back by the rule both members saw (decision 045).
    await refundOnCancel(tx, { sessionId: id, cancelledBy: party, late });
    return 'cancelled';
  });

/** One side proposes a new time, which must be free in the mentor's availability (this session's own time aside). */
export const proposeReschedule = (db: Db, { viewerId, id, startsAt }: SessionTarget & { startsAt: string }) =>
  change(db, { viewerId, id }, 'reschedule', async (tx, r, party) => {
    const start = Date.parse(startsAt);
    const length = Math.round((new Date(r.ends_at).getTime() - new Date(r.starts_at).getTime()) / MINUTE) as SessionLength;
    await freeSlotOf(tx, { mentorId: r.mentor_id, start, length, except: id });
    await tx.execute(
      sql`update sessions set proposed_starts_at = ${new Date(start)}, proposed_by = ${party}, updated_at = now() where id = ${id}`,
    );
    return 'rescheduleProposed';
  });

/** The other side accepts: the session moves (the exclusion constraints check the new time), calendars update. */
export const acceptReschedule = (db: Db, { viewerId, id }: SessionTarget) =>
  change(db, { viewerId, id }, 'acceptReschedule', async (tx, r) => {
    const start = new Date(r.proposed_starts_at!).getTime();
    const shift = start - new Date(r.starts_at).getTime();
    const ends = new Date(r.ends_at).getTime() + shift;
    await tx.execute(sql`
      update sessions set starts_at = ${new Date(start)}, ends_at = ${new Date(ends)},
        blocked_until = blocked_until + ${`${shift / 1000} seconds`}::interval,
        proposed_starts_at = null, proposed_by = null, reminded_at = null, reminded_day_before_at = null,
        calendar_sequence = calendar_sequence + 1, updated_at = now()
      where id = ${id}`);
    await scheduleFollowUps(tx, id, start, ends);
    return 'rescheduleAccepted';
  });

export const declineReschedule = (db: Db, { viewerId, id }: SessionTarget) =>
  change(db, { viewerId, id }, 'declineReschedule', async (tx) => {
    await tx.execute(sql`update sessions set proposed_starts_at = null, proposed_by = null, updated_at = now() where id = ${id}`);
    return 'rescheduleDeclined';
  });

export const completeSession = (db: Db, { viewerId, id }: SessionTarget) =>
  change(db, { viewerId, id }, 'complete', async (tx) => {
    await tx.execute(
      sql`update sessions set status = 'completed', proposed_starts_at = null, proposed_by = null, updated_at = now() where id = ${id}`,
    );
    return 'completed';
  });

/** The member who came marks the other absent. */
export const markNoShow = (db: Db, { viewerId, id }: SessionTarget) =>
  change(db, { viewerId, id }, 'noShow', async (tx, _r, party) => {
    const absent: SessionParty = party === 'mentor' ? 'mentee' : 'mentor';
    await tx.execute(sql`
      update sessions set status = 'no_show', no_show = ${absent}, proposed_starts_at = null, proposed_by = null, updated_at = now()
      where id = ${id}`);
    return 'noShow';
  });

/** The mentee says they paid the mentor directly, with the payment's reference. */
export const markPaymentSent = (db: Db, { viewerId, id, reference }: SessionTarget & { reference: string }) =>
  change(db, { viewerId, id }, 'markPaymentSent', async (tx, r) => {
    await recordSent(tx, r, reference);
    return 'paymentSent';
  });

/** The mentor confirms a direct payment reached them. */
export const confirmPayment = (db: Db, { viewerId, id }: SessionTarget) =>
  change(db, { viewerId, id }, 'confirmPayment', async (tx, r) => {
    await recordPaid(tx, r);
    return 'paid';
  });

/** The mentee rates a completed session once; the mentor's count and total move in the same transaction. */
export const reviewSession = (db: Db, { viewerId, id, rating, comment }: SessionTarget & { rating: number; comment: string }) =>
  change(db, { viewerId, id }, 'review', async (tx, r) => {
    await tx.execute(sql`
      insert into session_reviews (session_id, mentor_id, mentee_id, rating, comment)
      values (${id}, ${r.mentor_id}, ${r.mentee_id}, ${rating}, ${comment})`);
    await tx.execute(sql`
      update mentor_profiles set review_count = review_count + 1, rating_total = rating_total + ${rating} where id = ${r.mentor_id}`);
    const values = { name: `${r.mentee_first_name} ${r.mentee_last_name}`, rating, comment };
    const text = notificationText('mentor_review', values);
    await createNotification(tx, {
      recipientId: r.mentor_id,
      type: 'mentor_review',
      ...text,
      actorId: r.mentee_id,
      data: { rating, session_id: id },
    });
    await createMentorNotification(tx, { mentorId: r.mentor_id, type: 'new_review', message: text.message, data: { session_id: id } });
    return 'reviewed';
  });

/** The mentor answers the review in public, once. */
export const replyToReview = (db: Db, { viewerId, id, reply }: SessionTarget & { reply: string }) =>
  change(db, { viewerId, id }, 'replyToReview', async (tx) => {
    await tx.execute(sql`update session_reviews set reply = ${reply}, replied_at = now() where session_id = ${id}`);
    return 'replied';
  });
