import type { SessionPayout } from '@prosper/shared/schemas/payout';

/*
 * A paid session's payout as its mentor sees it (decision 055): when it is due, held by an open
 * dispute, or how the transfer stands. The dispute window is a setting read once at start (app.ts
 * sets it here), so every session view computes the same due time.
 */

let windowHours = 72;

/** Called once at start with PAYOUT_DISPUTE_WINDOW_HOURS. */
export function setPayoutWindowHours(hours: number) {
  windowHours = hours;
}

export type PayoutRowView = {
  status: 'waiting_account' | 'queued' | 'awaiting_otp' | 'sent' | 'paid' | 'failed';
  amountMinor: number;
  currency: string;
  paidAt: string | null;
  failureReason: string | null;
};

type Row = {
  payment_provider: string | null;
  payment_status: string | null;
  payment_charge_currency: string | null;
  ends_at: string | Date;
  payment_payout: PayoutRowView | null;
  payment_refund: unknown;
  payment_dispute: { status: string } | null;
};

/** Null when there is no payout to speak of: a direct payment, an unpaid or refunded one. */
export function payoutView(r: Row): SessionPayout | null {
  if (!r.payment_provider || r.payment_provider === 'direct' || r.payment_status !== 'paid' || !r.payment_charge_currency) return null;
  const dueAt = new Date(new Date(r.ends_at).getTime() + windowHours * 3_600_000).toISOString();
  const p = r.payment_payout;
  if (p) {
    return {
      // A transfer held for the OTP an admin enters (decision 061) is, for the mentor, still being sent.
      state: p.status === 'awaiting_otp' ? 'queued' : p.status,
      dueAt,
      amountMinor: p.amountMinor,
      currency: p.currency,
      paidAt: p.paidAt === null ? null : new Date(p.paidAt).toISOString(),
      failureReason: p.failureReason,
    };
  }
  if (r.payment_refund) return null;
  const held = r.payment_dispute?.status === 'open';
  return {
    state: held ? 'held' : 'waiting',
    dueAt,
    amountMinor: null,
    currency: r.payment_charge_currency,
    paidAt: null,
    failureReason: null,
  };
}
