import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PayoutStatus } from '@prosper/shared/schemas/admin-payments';
import { chargeMinor } from '@prosper/shared/rules/charge';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { ProviderTransfer } from './gateways.ts';
import { move } from './ledger.ts';

/*
 * Paying a session's mentor (decision 055): once the session is completed (or a no-show an admin
 * decided for the mentor) and the dispute window after its end has passed, with no open dispute and
 * no refund, one payout is opened per payment and its transfer asked by the `payout_transfer` job.
 * The provider's word (its transfer webhooks, or a verify call) settles it; the ledger moves then.
 */

/** A failed transfer is tried again (under a new reference) this long after, at most MAX_TRIES times in all. */
export const PAYOUT_RETRY_MS = 6 * 3_600_000;
export const MAX_TRIES = 5;

/** Our reference for a payout's nth transfer: lowercase letters, digits and dashes, as Paystack asks. */
export const payoutReference = (payoutId: string, tries: number) => `payout-${payoutId}-${tries}`;

/** The payments whose mentor is due to be paid now: `only` narrows it to one (under its session's lock). */
const dueSql = (windowHours: number, only?: string) => sql`
  select p.id as payment_id, a.id as attempt_id, s.mentor_id, a.provider, a.country, a.currency, a.amount_minor,
    p.amount_cents, p.charge_rate::text as charge_rate, s.id as session_id
  from payments p
  join sessions s on s.id = p.session_id
  join lateral (
    select * from payment_attempts x where x.payment_id = p.id and x.status = 'paid' order by x.paid_at limit 1) a on true
  left join payment_disputes d on d.session_id = s.id
  where p.status = 'paid' and p.provider <> 'direct' and a.refund_status is null
    and not exists (select 1 from payouts po where po.payment_id = p.id)
    and s.ends_at <= now() - make_interval(hours => ${windowHours})
    and ((s.status = 'completed' and (d.id is null or d.status = 'paid_mentor')) or (s.status = 'no_show' and d.status = 'paid_mentor'))
    ${only ? sql`and p.id = ${only}` : sql``}`;

type Due = {
  payment_id: string;
  attempt_id: string;
  mentor_id: string;
  provider: string;
  country: string;
  currency: ChargeCurrency;
  amount_minor: number;
  amount_cents: number;
  charge_rate: string;
  session_id: string;
};

/** The mentor's share of a payment (the price, without a fee the mentee paid on top) and the platform's fee out of it. */
export function payoutAmounts(d: Pick<Due, 'amount_cents' | 'currency' | 'charge_rate' | 'amount_minor'>, feePercent: number) {
  const share = Math.min(chargeMinor(d.amount_cents, d.currency, Number(d.charge_rate)), d.amount_minor);
  const fee = Math.round((share * feePercent) / 100);
  return { amountMinor: share - fee, platformFeeMinor: fee };
}

/**
 * Opens the payouts now due, each in its own transaction under its session's lock (the order every
 * session and payment change takes), so a no-show reported at the same moment either comes first
 * (and holds the money) or finds the payout made and is refused.
 */
export async function openDuePayouts(db: Db, o: { windowHours: number; feePercent: number }): Promise<number> {
  const due = rowsOf<Due>(await db.execute(dueSql(o.windowHours)));
  let opened = 0;
  for (const candidate of due) {
    opened += await db.transaction(async (tx) => {
      await tx.execute(sql`select id from sessions where id = ${candidate.session_id} for update`);
      const [d] = rowsOf<Due>(await tx.execute(dueSql(o.windowHours, candidate.payment_id)));
      if (!d) return 0;
      const { amountMinor, platformFeeMinor } = payoutAmounts(d, o.feePercent);
      if (amountMinor <= 0) return 0;
      const [account] = rowsOf(
        await tx.execute(sql`select 1 from payout_accounts where mentor_id = ${d.mentor_id} and currency = ${d.currency}`),
      );
      const id = randomUUID();
      const [payout] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into payouts (id, payment_id, attempt_id, mentor_id, provider, country, currency, amount_minor, platform_fee_minor, status, reference)
          values (${id}, ${d.payment_id}, ${d.attempt_id}, ${d.mentor_id}, ${d.provider}, ${d.country}, ${d.currency}, ${amountMinor},
            ${platformFeeMinor}, ${account ? 'queued' : 'waiting_account'}, ${payoutReference(id, 1)})
          on conflict (payment_id) do nothing returning id`),
      );
      if (!payout) return 0;
      if (account) await enqueue(tx, 'payout_transfer', { payoutId: payout.id }, { uniqueKey: `payout_transfer:${payout.id}:1` });
      return 1;
    });
  }
  return opened;
}

export type PayoutRow = {
  id: string;
  payment_id: string;
  attempt_id: string;
  mentor_id: string | null;
  provider: string;
  country: string;
  currency: ChargeCurrency;
  amount_minor: number;
  platform_fee_minor: number;
  status: PayoutStatus;
  reference: string;
  tries: number;
  provider_transfer_id: string | null;
  /** When the payout was opened: no transfer under its references is older (the window a lost answer is looked for in). */
  created_at: Date | string;
};

export async function payoutBy(tx: Tx, where: { id?: string; reference?: string }, o: { lock?: boolean } = {}) {
  return rowsOf<PayoutRow>(
    await tx.execute(sql`
      select id, payment_id, attempt_id, mentor_id, provider, country, currency, amount_minor, platform_fee_minor, status, reference,
        tries, provider_transfer_id, created_at
      from payouts where ${where.id ? sql`id = ${where.id}` : sql`reference = ${where.reference ?? ''}`}
      ${o.lock ? sql`for update` : sql``}`),
  )[0];
}

export type TransferOutcome = 'paid' | 'failed' | 'sent' | 'otp' | 'already' | 'unknown';

/**
 * What the provider says of the transfer under one of our references, applied once under the
 * payout's lock: paid moves the money in the ledger (the transfer to the mentor, the platform's fee
 * kept), failed is shown and tried again later under a new reference, under way is recorded. A word
 * about an older reference than the payout's current one is stale and changes nothing. A paid
 * transfer reported reversed (Paystack's transfer.reversed) gives its ledger rows back, then fails.
 * One Paystack holds for an OTP waits for an admin to enter it (awaiting_otp, decision 061): not
 * failed, not tried again, and found again under the same reference rather than sent twice.
 */
export async function applyTransfer(tx: Tx, o: { reference: string; transfer: ProviderTransfer }): Promise<TransferOutcome> {
  const p = await payoutBy(tx, { reference: o.reference }, { lock: true });
  if (!p) return 'unknown';
  const { state, id, reason } = o.transfer;
  const entry = { paymentId: p.payment_id, attemptId: p.attempt_id, currency: p.currency, providerReference: p.reference };
  if (state === 'paid') {
    if (p.status === 'paid') return 'already';
    await tx.execute(sql`
      update payouts set status = 'paid', paid_at = now(), sent_at = coalesce(sent_at, now()), failure_reason = null, updated_at = now(),
        provider_transfer_id = coalesce(${id}, provider_transfer_id)
      where id = ${p.id}`);
    await move(tx, { ...entry, kind: 'transfer', from: 'platform', to: 'mentor', amountMinor: p.amount_minor });
    // Kept by the platform, which already holds it: both rows are the platform's, so the record is there and the sums stay.
    await move(tx, { ...entry, kind: 'platform_fee', from: 'platform', to: 'platform', amountMinor: p.platform_fee_minor });
    return 'paid';
  }
  if (state === 'failed') {
    if (p.status === 'failed') return 'already';
    if (p.status === 'paid') {
      await move(tx, { ...entry, kind: 'transfer', from: 'mentor', to: 'platform', amountMinor: p.amount_minor });
      await move(tx, { ...entry, kind: 'platform_fee', from: 'platform', to: 'platform', amountMinor: p.platform_fee_minor });
    }
    await tx.execute(sql`
      update payouts set status = 'failed', failure_reason = ${reason ?? 'failed'}, paid_at = null, updated_at = now(),
        provider_transfer_id = coalesce(${id}, provider_transfer_id)
      where id = ${p.id}`);
    if (p.tries < MAX_TRIES) {
      await enqueue(
        tx,
        'payout_retry',
        { payoutId: p.id, tries: p.tries },
        { runAt: new Date(Date.now() + PAYOUT_RETRY_MS), uniqueKey: `payout_retry:${p.id}:${p.tries}` },
      );
    }
    return 'failed';
  }
  if (state === 'otp') {
    if (p.status !== 'queued') return 'already';
    await tx.execute(sql`
      update payouts set status = 'awaiting_otp', updated_at = now(), provider_transfer_id = coalesce(${id}, provider_transfer_id)
      where id = ${p.id}`);
    return 'otp';
  }
  if (p.status !== 'queued' && p.status !== 'awaiting_otp') return 'already';
  await tx.execute(sql`
    update payouts set status = 'sent', sent_at = coalesce(sent_at, now()), updated_at = now(), provider_transfer_id = coalesce(${id}, provider_transfer_id) where id = ${p.id}`);
  return 'sent';
}

/** A failed payout's next try: a new reference (the provider refuses the old one), queued for the transfer job. */
export async function retryPayout(db: Db, o: { payoutId: string; tries: number }) {
  await db.transaction(async (tx) => {
    const next = o.tries + 1;
    const [p] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update payouts set status = 'queued', tries = ${next}, reference = ${payoutReference(o.payoutId, next)},
          provider_transfer_id = null, sent_at = null, updated_at = now()
        where id = ${o.payoutId} and status = 'failed' and tries = ${o.tries} returning id`),
    );
    if (p) await enqueue(tx, 'payout_transfer', { payoutId: p.id }, { uniqueKey: `payout_transfer:${p.id}:${next}` });
  });
}
