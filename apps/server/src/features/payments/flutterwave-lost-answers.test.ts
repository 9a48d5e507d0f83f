import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf, ledgerRows } from '../../test/ledger.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { useFlutterwaveApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';
import { paymentGateways } from './gateways.ts';

/*
 * Flutterwave v3 refunds and transfers whose answer was lost (decision 062): the stand-in carries
 * out the refund or the transfer, then drops the connection, and sends no event. The job's retry
 * finds what Flutterwave did in its lists (GET /v3/refunds by the transaction, GET /v3/transfers by
 * our reference) and settles it once; money never moves twice.
 */

/** 148,000 shillings: $40 at 3,700 a dollar; Flutterwave's 2.9 % is 4,292. */
const UGX = 148_000;
const FEE = 4_292;
const t = useFlutterwaveApp({ standIn: { transferAfterMs: 10 } });
const { call, sessionOf, db } = t;
beforeEach(() => {
  Object.assign(t.standIn.behaviour, {
    failNext: 0,
    dropEvents: false,
    refundAfterMs: 20,
    transferAfterMs: 10,
    transferOutcome: 'SUCCESSFUL',
    loseAnswers: { refund: 0, transfer: 0 },
  });
});

/** Runs every payment and payout job due now, a failed one's retry included (its backoff skipped), once. */
async function runJobsOnce() {
  await db().execute(sql`update jobs set run_at = now() where failed_at is null and (kind like 'payout_%' or kind like 'payment_%')`);
  return t.app.jobs.runDue();
}
/** The stand-in's calls made since `from` (an index into its log) that start with `prefix`. */
const callsSince = (from: number, prefix: string) => t.standIn.calls.slice(from).filter((c) => c.startsWith(prefix));

/** A $40 hour in Uganda, booked, confirmed and paid through the stand-in's page. */
async function paidSession(o: { startsInHours: number }) {
  const mentor = await signedInMember(t, {
    role: 'mentor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'Africa/Kampala' },
  });
  expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
  const mentee = await signedInMember(t, { country: 'Uganda' });
  const booked = await call('POST', '/api/sessions', mentee.cookie, {
    mentorId: mentor.id,
    startsAt: hoursAhead(o.startsInHours),
    length: 60,
    title: 'Pitch',
  });
  const id = (booked.json() as Session).id;
  expect((await call('POST', `/api/sessions/${id}/confirm`, mentor.cookie)).statusCode).toBe(200);
  const { reference } = (await call('POST', `/api/sessions/${id}/payment/checkout`, mentee.cookie)).json() as { reference: string };
  await t.standIn.pay(reference);
  await t.standIn.settled();
  expect((await sessionOf(mentee, id)).payment!.status).toBe('paid');
  const transactionId = t.standIn.transactions().find((x) => x.txRef === reference)!.id;
  return { mentor, mentee, id, transactionId };
}

describe('a Flutterwave refund whose answer was lost', () => {
  it('is found by the job in the transaction’s refunds and settled once, with no event from Flutterwave', async () => {
    const m = await paidSession({ startsInHours: 5 });
    t.standIn.behaviour.loseAnswers.refund = 1;
    const mark = t.standIn.calls.length;
    expect((await call('POST', `/api/sessions/${m.id}/cancel`, m.mentor.cookie, { reason: 'Something came up.' })).statusCode).toBe(200);

    // The ask: Flutterwave refunds, its answer never arrives, so the job fails and waits for its retry.
    await runJobsOnce();
    expect(t.standIn.refunds().filter((r) => r.txId === m.transactionId)).toHaveLength(1);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'pending', amountMinor: UGX, currency: 'UGX' });
    await t.standIn.settled();

    // The retry looks first: the refund is in the list of the transaction's refunds, completed.
    await runJobsOnce();
    expect(callsSince(mark, 'GET /v3/refunds?')[0]).toContain(`id=${m.transactionId}`);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
    expect((await sessionOf(m.mentor, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });

    // Once: one ask, one refund at Flutterwave, one movement back to the mentee, however often the jobs run.
    await runJobsOnce();
    expect(callsSince(mark, `POST /v3/transactions/${m.transactionId}/refund`)).toHaveLength(1);
    expect(t.standIn.refunds().filter((r) => r.txId === m.transactionId)).toMatchObject([{ amount: UGX, status: 'completed' }]);
    expect(await ledgerRows(db(), m.id, 'refund')).toHaveLength(2);
    expect(await ledgerOf(db(), m.id)).toEqual({
      balances: { mentee: 0, platform: -FEE, provider: FEE },
      sum: 0,
      kindsBalance: true,
    });
  });

  it('is not asked again by a retry while Flutterwave still has it pending, and a repeated ask refused is taken as that refund', async () => {
    const m = await paidSession({ startsInHours: 5 });
    t.standIn.behaviour.loseAnswers.refund = 1;
    t.standIn.behaviour.refundAfterMs = 2000;
    const mark = t.standIn.calls.length;
    expect((await call('POST', `/api/sessions/${m.id}/cancel`, m.mentor.cookie, { reason: 'Something came up.' })).statusCode).toBe(200);
    await runJobsOnce();
    // At once, while the refund is still pending at Flutterwave: found, kept by its id, not asked again.
    await runJobsOnce();
    const [kept] = rowsOf<{ refund_provider_id: string | null; refund_status: string }>(
      await db().execute(sql`
        select a.refund_provider_id, a.refund_status from payment_attempts a join payments p on p.id = a.payment_id
        where p.session_id = ${m.id} and a.refund_status is not null`),
    );
    const made = t.standIn.refunds().filter((r) => r.txId === m.transactionId);
    expect(made).toHaveLength(1);
    expect(kept).toEqual({ refund_provider_id: String(made[0]!.id), refund_status: 'pending' });
    expect(callsSince(mark, `POST /v3/transactions/${m.transactionId}/refund`)).toHaveLength(1);

    // Asked again anyway (the gateway, as a second worker would): Flutterwave refuses (nothing left to
    // refund), and the refusal is looked up, not believed: it is the refund already made.
    const gateway = paymentGateways(t.app.config.payments).flutterwave;
    const again = await gateway.refund({
      country: 'UG',
      reference: 'unused-by-flutterwave',
      transactionId: String(m.transactionId),
      amountMinor: UGX,
      currency: 'UGX',
      since: new Date(Date.now() - 60_000),
    });
    expect(again).toEqual({ id: String(made[0]!.id), done: false });
    expect(t.standIn.refunds().filter((r) => r.txId === m.transactionId)).toHaveLength(1);

    // Flutterwave completes it; the next look (by its id) settles it, once.
    await t.standIn.settled();
    await runJobsOnce();
    await runJobsOnce();
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
    expect(await ledgerRows(db(), m.id, 'refund')).toHaveLength(2);
    expect(await ledgerOf(db(), m.id)).toEqual({
      balances: { mentee: 0, platform: -FEE, provider: FEE },
      sum: 0,
      kindsBalance: true,
    });
  });
});

/** A session paid in Uganda, ended 80 hours ago and completed, whose mentor has a UGX wallet: its payout is due. */
async function paidAndDue() {
  const m = await paidSession({ startsInHours: 72 });
  const wallet = await call('PUT', '/api/payout-account', m.mentor.cookie, {
    currency: 'UGX',
    kind: 'mobile_money',
    bankCode: 'MPS',
    accountNumber: '256772123456',
    accountName: 'Okello James',
  });
  expect(wallet.statusCode).toBe(200);
  await db().execute(sql`
    update sessions set starts_at = now() - interval '81 hours', ends_at = now() - interval '80 hours', blocked_until = now() - interval '80 hours'
    where id = ${m.id}`);
  expect((await call('POST', `/api/sessions/${m.id}/complete`, m.mentor.cookie)).statusCode).toBe(200);
  return m;
}
const payoutOf = async (id: string) =>
  rowsOf<{ status: string; reference: string; tries: number; provider_transfer_id: string | null }>(
    await db().execute(sql`
      select po.status, po.reference, po.tries, po.provider_transfer_id from payouts po join payments p on p.id = po.payment_id
      where p.session_id = ${id}`),
  )[0]!;
const sweep = async () => {
  await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
  await t.app.jobs.runDue();
};

describe('a Flutterwave transfer whose answer was lost', () => {
  it('is found by our reference in the list of transfers (paged) and settled once, with its event lost too', async () => {
    const m = await paidAndDue();
    // Other transfers around ours: newer ones put ours on the list's second page, old ones lie past the window.
    for (let i = 0; i < 12; i++) t.standIn.seedTransfer({ reference: `other-new-${m.id}-${i}`, createdAt: new Date(Date.now() + 60_000) });
    for (let i = 0; i < 30; i++)
      t.standIn.seedTransfer({ reference: `other-old-${m.id}-${i}`, createdAt: new Date(Date.now() - 5 * 86_400_000) });
    t.standIn.behaviour.loseAnswers.transfer = 1;
    t.standIn.behaviour.dropEvents = true;
    const mark = t.standIn.calls.length;

    await sweep();
    await t.standIn.settled();
    const lost = await payoutOf(m.id);
    expect(lost).toMatchObject({ status: 'queued', provider_transfer_id: null });
    expect(t.standIn.transfers().filter((x) => x.reference === lost.reference)).toMatchObject([{ status: 'SUCCESSFUL', amount: UGX }]);

    // The job's retry looks first, page by page, and finds it done.
    await runJobsOnce();
    const paid = await payoutOf(m.id);
    expect(paid).toMatchObject({ status: 'paid', tries: 1, reference: lost.reference });
    expect(paid.provider_transfer_id).toBe(String(t.standIn.transfers().find((x) => x.reference === lost.reference)!.id));
    expect(callsSince(mark, 'GET /v3/transfers?')).toEqual(['GET /v3/transfers?page=1', 'GET /v3/transfers?page=2']);

    await runJobsOnce();
    expect(callsSince(mark, 'POST /v3/transfers')).toHaveLength(1);
    expect(t.standIn.sent.filter((e) => e.reference === lost.reference)).toEqual([]);
    expect(await ledgerRows(db(), m.id, 'transfer')).toEqual([
      { account: 'platform', amount_minor: -UGX, provider_reference: lost.reference },
      { account: 'mentor', amount_minor: UGX, provider_reference: lost.reference },
    ]);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentee: -UGX, mentor: UGX } });

    // A reference Flutterwave never saw: the list is read only until it is older than the window, then none.
    const pagesBefore = t.standIn.calls.length;
    const gateway = paymentGateways(t.app.config.payments).flutterwave;
    expect(
      await gateway.findTransfer({ country: 'UG', reference: 'payout-never-asked-1', transferId: null, since: new Date() }),
    ).toBeNull();
    expect(callsSince(pagesBefore, 'GET /v3/transfers?')).toEqual(['GET /v3/transfers?page=1', 'GET /v3/transfers?page=2']);
  });

  it('is not sent again by a retry while still under way, and a repeated ask refused for its reference is taken as that transfer', async () => {
    const m = await paidAndDue();
    t.standIn.behaviour.loseAnswers.transfer = 1;
    t.standIn.behaviour.dropEvents = true;
    t.standIn.behaviour.transferAfterMs = 2000;
    const mark = t.standIn.calls.length;
    await sweep();
    const lost = await payoutOf(m.id);
    const made = () => t.standIn.transfers().filter((x) => x.reference === lost.reference);

    // At once, while Flutterwave still has it NEW: found under our reference, recorded as sent with its id.
    await runJobsOnce();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'sent', provider_transfer_id: String(made()[0]!.id) });

    // Asked again anyway under the same reference: refused by Flutterwave, looked up, the same transfer.
    const account = { bankCode: 'MPS', accountNumber: '256772123456', recipientCode: null };
    const gateway = paymentGateways(t.app.config.payments).flutterwave;
    const again = await gateway.transfer({
      country: 'UG',
      reference: lost.reference,
      amountMinor: UGX,
      currency: 'UGX',
      ...account,
      since: new Date(Date.now() - 60_000),
    });
    expect(again).toEqual({ id: String(made()[0]!.id), state: 'sent', reason: null });
    expect(made()).toHaveLength(1);

    // It completes with its event lost: the payout_verify job asks by its id and settles it, once.
    await t.standIn.settled();
    await runJobsOnce();
    await runJobsOnce();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'paid', tries: 1 });
    expect(made()).toMatchObject([{ status: 'SUCCESSFUL' }]);
    expect(callsSince(mark, 'POST /v3/transfers')).toHaveLength(2);
    expect(await ledgerRows(db(), m.id, 'transfer')).toHaveLength(2);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentee: -UGX, mentor: UGX } });
  });
});

describe('a lost answer whose job then gave up (Flutterwave unreachable through every retry)', () => {
  /** Runs the job's remaining retries with Flutterwave answering 500 to everything, until the queue leaves it failed. */
  async function untilGivenUp(kind: string) {
    t.standIn.behaviour.failNext = 1_000;
    for (let run = 0; run < 6; run++) await runJobsOnce();
    t.standIn.behaviour.failNext = 0;
    const failed = rowsOf(await db().execute(sql`select 1 from jobs where kind = ${kind} and failed_at is not null`));
    expect(failed.length).toBeGreaterThan(0);
  }
  const givenUpSweep = async () => {
    await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payment_given_up_sweep', '{}'::jsonb, now())`);
    await t.app.jobs.runDue();
  };

  it('a refund is taken up again by the sweep, found, and settled once', async () => {
    const m = await paidSession({ startsInHours: 5 });
    t.standIn.behaviour.loseAnswers.refund = 1;
    const mark = t.standIn.calls.length;
    expect((await call('POST', `/api/sessions/${m.id}/cancel`, m.mentor.cookie, { reason: 'Something came up.' })).statusCode).toBe(200);
    await runJobsOnce();
    await untilGivenUp('payment_refund');
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toMatchObject({ status: 'pending' });

    await givenUpSweep();
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
    expect(callsSince(mark, `POST /v3/transactions/${m.transactionId}/refund`)).toHaveLength(1);
    expect(t.standIn.refunds().filter((r) => r.txId === m.transactionId)).toHaveLength(1);
    expect(await ledgerOf(db(), m.id)).toEqual({ balances: { mentee: 0, platform: -FEE, provider: FEE }, sum: 0, kindsBalance: true });
  });

  it('a transfer is taken up again by the sweep, found by our reference, and paid once', async () => {
    const m = await paidAndDue();
    t.standIn.behaviour.loseAnswers.transfer = 1;
    t.standIn.behaviour.dropEvents = true;
    await sweep();
    const lost = await payoutOf(m.id);
    await untilGivenUp('payout_transfer');
    await t.standIn.settled();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'queued' });

    await givenUpSweep();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'paid', tries: 1, reference: lost.reference });
    expect(t.standIn.transfers().filter((x) => x.reference === lost.reference)).toHaveLength(1);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentee: -UGX, mentor: UGX } });
  });
});
