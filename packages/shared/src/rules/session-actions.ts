import type { PaymentStatus, SessionAction, SessionParty, SessionStatus } from '../schemas/session.ts';
import { noShowFrom } from './session-timing.ts';

/** What the rule reads of a session. */
export type SessionState = {
  status: SessionStatus;
  startsAt: string;
  endsAt: string;
  /** The side that proposed a new time, while the other has not answered. */
  proposedBy: SessionParty | null;
  reviewed: boolean;
  replied: boolean;
  /** The session's payment, if it has one: `mentorConfirmsReceipt` when the mentor marks it received (a direct payment). */
  payment: {
    status: PaymentStatus;
    mentorConfirmsReceipt: boolean;
    disputed?: boolean;
    /** The mentor's payout is opened: the dispute window has closed (decision 055). */
    paidOut?: boolean;
  } | null;
};

/**
 * What a member may do with a session at `now`: the one rule both the buttons and the server's
 * checks read, so a button never offers what the server would refuse. Someone who is not one of
 * the session's two members (`party` null) may do nothing.
 */
export function allowedActions(s: SessionState, party: SessionParty | null, now: number): SessionAction[] {
  if (!party) return [];
  const starts = Date.parse(s.startsAt);
  const ends = Date.parse(s.endsAt);
  const actions: SessionAction[] = [];
  if (s.status === 'requested') {
    if (party === 'mentor' && starts > now) actions.push('confirm', 'decline');
    // The mentee may withdraw a request at any time.
    if (party === 'mentee') actions.push('cancel');
  }
  if (s.status === 'confirmed') {
    if (starts > now) {
      actions.push('cancel');
      if (s.proposedBy && s.proposedBy !== party) actions.push('acceptReschedule', 'declineReschedule');
      else actions.push('reschedule');
    }
    // Paid through a provider, a no-show is reported as a dispute instead (reportNoShow below), so the money is held.
    if (now >= noShowFrom(s.startsAt) && !providerPaid(s)) actions.push('noShow');
    if (now >= ends) actions.push('complete');
  }
  if (s.status === 'completed' && party === 'mentee' && !s.reviewed) actions.push('review');
  if (s.status === 'completed' && party === 'mentor' && s.reviewed && !s.replied) actions.push('replyToReview');
  // A direct payment is owed from confirmation on, and stays owed after the session took place.
  if (paymentOpen(s) && s.payment?.mentorConfirmsReceipt) {
    if (party === 'mentee' && s.payment.status === 'pending') actions.push('markPaymentSent');
    if (party === 'mentor') actions.push('confirmPayment');
  }
  // Through a provider, the mentee pays on its page while the session is still ahead; the provider's word makes it paid.
  if (
    s.status === 'confirmed' &&
    starts > now &&
    s.payment?.status === 'pending' &&
    !s.payment.mentorConfirmsReceipt &&
    party === 'mentee'
  ) {
    actions.push('pay');
  }
  // Paid through a provider and begun: either member may report the other absent, once (decision 051).
  if (
    (s.status === 'confirmed' || s.status === 'completed' || s.status === 'no_show') &&
    now >= noShowFrom(s.startsAt) &&
    providerPaid(s) &&
    !s.payment?.disputed &&
    !s.payment?.paidOut
  ) {
    actions.push('reportNoShow');
  }
  return actions;
}

/**
 * True while a confirmed (or held) session's payment is still to be made: then, and only then, the
 * mentee is shown how to pay the mentor.
 */
export function paymentOpen(s: Pick<SessionState, 'status' | 'payment'>): boolean {
  const owed = s.payment?.status === 'pending' || s.payment?.status === 'sent';
  return owed && (s.status === 'confirmed' || s.status === 'completed' || s.status === 'no_show');
}

/** Paid through a provider (not a direct payment the mentor confirms): its money is ours to hold. */
function providerPaid(s: Pick<SessionState, 'payment'>): boolean {
  return s.payment?.status === 'paid' && !s.payment.mentorConfirmsReceipt;
}
