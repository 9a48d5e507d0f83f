import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { DisputeOutcome } from '@prosper/shared/schemas/payment-dispute';
import type { Session, SessionParty } from '@prosper/shared/schemas/session';
import { allowedActions } from '@prosper/shared/rules/session-actions';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishMany } from '../../realtime/outbox.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { createNotification } from '../notifications/service.ts';
import { partyOf, type SessionRow, sessionState, toSession } from '../sessions/rows.ts';
import { lockedSession, visibleSession } from '../sessions/service.ts';
import { requestRefund } from './refunds.ts';

/*
 * No-show disputes on a session paid through a provider (decision 051). Either member may say the
 * other did not come, on their own word: that opens the session's one dispute and holds the money
 * (no automatic refund, no payout) until an admin refunds the mentee in full or lets the mentor be paid.
 */

const t = en.disputes;
const other = (party: SessionParty): SessionParty => (party === 'mentor' ? 'mentee' : 'mentor');
const nameOf = (r: SessionRow, party: SessionParty) =>
  party === 'mentor' ? `${r.mentor_first_name} ${r.mentor_last_name}` : `${r.mentee_first_name} ${r.mentee_last_name}`;
const idOf = (r: SessionRow, party: SessionParty) => (party === 'mentor' ? r.mentor_id : r.mentee_id);

/** Both members' open pages refresh through the `sessions` topic, as for any other change. */
const refreshPages = (tx: Tx, r: SessionRow, status = r.status) =>
  publishMany(tx, 'sessions', 'update', [
    { userId: r.mentor_id, payload: { id: r.id, status } },
    { userId: r.mentee_id, payload: { id: r.id, status } },
  ]);

/** The paid attempt whose money a dispute holds: paid, not refunded. */
async function paidAttempt(tx: Tx, sessionId: string) {
  return rowsOf<{ id: string; payment_id: string; amount_minor: number }>(
    await tx.execute(sql`
      select a.id, a.payment_id, a.amount_minor from payments p join payment_attempts a on a.payment_id = p.id
      where p.session_id = ${sessionId} and p.status = 'paid' and a.status = 'paid' and a.refund_status is null
      order by a.paid_at limit 1`),
  )[0];
}

/**
 * A member reports the other absent: the dispute opens (one per session), a confirmed session is
 * marked a no-show as the plain "Mark no-show" does, and the other member and every admin are told.
 */
export async function reportNoShow(db: Db, o: { viewer: { id: string; role: Role }; id: string; note: string }): Promise<Session> {
  await db.transaction(async (tx) => {
    const r = await lockedSession(tx, o.id);
    const party = partyOf(r, o.viewer.id);
    if (!party) throw new AppError(403, 'not_yours', en.sessions.notYours);
    if (r.payment_dispute) throw new AppError(409, 'already_reported', t.alreadyReported);
    if (!allowedActions(sessionState(r), party, Date.now()).includes('reportNoShow')) {
      throw new AppError(409, 'not_disputable', t.notDisputable);
    }
    const attempt = await paidAttempt(tx, r.id);
    if (!attempt) throw new AppError(409, 'not_disputable', t.notDisputable);
    // The dispute window has closed once the mentor's payout is opened (decision 055): the money is theirs.
    const paidOut = rowsOf(await tx.execute(sql`select 1 from payouts where payment_id = ${attempt.payment_id}`));
    if (paidOut.length > 0) throw new AppError(409, 'not_disputable', t.notDisputable);
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into payment_disputes (session_id, payment_id, attempt_id, reported_by, note)
        values (${r.id}, ${attempt.payment_id}, ${attempt.id}, ${party}, ${o.note})
        on conflict (session_id) do nothing returning id`),
    );
    if (inserted.length === 0) throw new AppError(409, 'already_reported', t.alreadyReported);
    const absent = other(party);
    let status = r.status;
    if (r.status === 'confirmed') {
      status = 'no_show';
      await tx.execute(sql`
        update sessions set status = 'no_show', no_show = ${absent}, proposed_starts_at = null, proposed_by = null, updated_at = now()
        where id = ${r.id}`);
    }
    const message = fill(t.reportedMessage, {
      name: nameOf(r, party),
      absent: absent === 'mentor' ? nameOf(r, 'mentor') : nameOf(r, 'mentee'),
      title: r.title,
    });
    const data = { session_id: r.id };
    await createNotification(tx, {
      recipientId: idOf(r, absent),
      type: 'session_cancelled',
      title: t.reportedTitle,
      message,
      actorId: idOf(r, party),
      data,
    });
    const admins = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from profiles where role = 'admin' and closed_at is null and id not in (${r.mentor_id}, ${r.mentee_id})`,
      ),
    );
    for (const admin of admins) {
      await createNotification(tx, { recipientId: admin.id, type: 'session_cancelled', title: t.reportedTitle, message, data });
    }
    await refreshPages(tx, r, status);
  });
  return toSession(await visibleSession(db, { viewer: o.viewer, id: o.id }), o.viewer.id);
}

/**
 * An admin decides an open dispute, once: a full refund of the held attempt through the provider's
 * refund path (requestRefund and its job), or the money left for the mentor's payout. Audited in
 * the same transaction; both members are told.
 */
export async function decideDispute(db: Db, o: { adminId: string; disputeId: string; outcome: DisputeOutcome; reason: string }) {
  await db.transaction(async (tx) => {
    const [found] = rowsOf<{ session_id: string }>(
      await tx.execute(sql`select session_id from payment_disputes where id = ${o.disputeId}`),
    );
    if (!found) throw new AppError(404, 'not_found', t.notFound);
    // The session's lock first, the order every session and payment change takes.
    const r = await lockedSession(tx, found.session_id);
    const [d] = rowsOf<{ status: string; attempt_id: string; reported_by: SessionParty }>(
      await tx.execute(sql`select status, attempt_id, reported_by from payment_disputes where id = ${o.disputeId} for update`),
    );
    if (d!.status !== 'open') throw new AppError(409, 'already_decided', t.alreadyDecided);
    if (o.outcome === 'refunded') {
      const [a] = rowsOf<{ amount_minor: number }>(
        await tx.execute(sql`select amount_minor from payment_attempts where id = ${d!.attempt_id}`),
      );
      const asked = await requestRefund(tx, { attemptId: d!.attempt_id, amountMinor: a!.amount_minor, reason: 'no_show_dispute' });
      if (!asked) throw new AppError(409, 'already_decided', t.alreadyDecided);
    }
    await tx.execute(sql`
      update payment_disputes set status = ${o.outcome}, decided_by = ${o.adminId}, decision_reason = ${o.reason}, decided_at = now()
      where id = ${o.disputeId}`);
    const label = o.outcome === 'refunded' ? en.adminPayments.refundMentee : en.adminPayments.payMentor;
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'decide_payment_dispute',
      targetType: 'payment_dispute',
      targetId: o.disputeId,
      // The member the decision goes against: the one reported absent.
      memberId: idOf(r, other(d!.reported_by)),
      reason: `${label}: ${o.reason}`,
    });
    const message = fill(o.outcome === 'refunded' ? t.refundedMessage : t.paidMentorMessage, { title: r.title });
    for (const party of ['mentor', 'mentee'] as const) {
      await createNotification(tx, {
        recipientId: idOf(r, party),
        type: 'session_cancelled',
        title: t.decidedTitle,
        message,
        actorId: o.adminId,
        data: { session_id: r.id },
      });
    }
    await refreshPages(tx, r);
  });
}
