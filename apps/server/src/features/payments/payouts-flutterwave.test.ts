import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf, ledgerRows } from '../../test/ledger.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { useFlutterwaveApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * Paying mentors through Flutterwave v3 (decision 055): a Ugandan session's shillings go to the
 * mentor's mobile money wallet by POST /v3/transfers under our reference, in major units; the
 * transfer.completed event (checked by GET /v3/transfers/:id) settles it. No platform fee here.
 */

const UGX = 148_000;
const t = useFlutterwaveApp({ standIn: { transferAfterMs: 10 } });
const { call, db } = t;

async function runJobs() {
  for (let round = 0; round < 5; round++) {
    await db().execute(sql`update jobs set run_at = now() where failed_at is null and (kind like 'payout_%' or kind like 'payment_%')`);
    const done = await t.app.jobs.runDue();
    await t.standIn.settled();
    if (done === 0) return;
  }
}
const sweep = async () => {
  await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
  await runJobs();
};

/** A session paid in Uganda, ended 80 hours ago and completed, whose mentor has a UGX wallet. */
async function paidAndDue() {
  const mentor = await signedInMember(t, {
    role: 'mentor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'Africa/Kampala' },
  });
  expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
  const wallet = await call('PUT', '/api/payout-account', mentor.cookie, {
    currency: 'UGX',
    kind: 'mobile_money',
    bankCode: 'MPS',
    accountNumber: '256772123456',
    accountName: 'Okello James',
  });
  expect(wallet.statusCode).toBe(200);
  expect(wallet.json()).toMatchObject({ provider: 'flutterwave', last4: '3456', accountName: 'Okello James' });
  const mentee = await signedInMember(t, { country: 'Uganda' });
  const booked = await call('POST', '/api/sessions', mentee.cookie, {
    mentorId: mentor.id,
    startsAt: hoursAhead(72),
    length: 60,
    title: 'Pitch',
  });
  const id = (booked.json() as Session).id;
  expect((await call('POST', `/api/sessions/${id}/confirm`, mentor.cookie)).statusCode).toBe(200);
  const { reference } = (await call('POST', `/api/sessions/${id}/payment/checkout`, mentee.cookie)).json() as { reference: string };
  await t.standIn.pay(reference);
  await t.standIn.settled();
  await db().execute(sql`
    update sessions set starts_at = now() - interval '81 hours', ends_at = now() - interval '80 hours', blocked_until = now() - interval '80 hours'
    where id = ${id}`);
  expect((await call('POST', `/api/sessions/${id}/complete`, mentor.cookie)).statusCode).toBe(200);
  return { mentor, id };
}
const payoutOf = async (id: string) =>
  rowsOf<{ status: string; reference: string; tries: number; failure_reason: string | null }>(
    await db().execute(sql`
      select po.status, po.reference, po.tries, po.failure_reason from payouts po join payments p on p.id = po.payment_id where p.session_id = ${id}`),
  )[0];

describe('paying a mentor through Flutterwave', () => {
  it('refuses a bank account the lookup does not know', async () => {
    const mentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000 } });
    const res = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'UGX',
      kind: 'bank',
      bankCode: '044',
      accountNumber: '0690000099',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('account_not_found');
    t.standIn.addBankAccount('044', '0690000031', 'Okello James');
    const known = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'UGX',
      kind: 'bank',
      bankCode: '044',
      accountNumber: '0690000031',
    });
    expect(known.json()).toMatchObject({ kind: 'bank', last4: '0031', accountName: 'Okello James' });
  });

  it('serves Flutterwave’s banks and mobile money providers for the currency’s country, by name (decision 061)', async () => {
    const mentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000 } });
    const res = await call('GET', '/api/payout-account/banks?currency=UGX', mentor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'UGX',
      banks: [
        { code: '044', name: 'Access Bank', kind: 'bank' },
        { code: '320', name: 'Centenary Bank', kind: 'bank' },
        { code: 'MPS', name: 'Mobile Money (MTN, Airtel)', kind: 'mobile_money' },
        { code: '310', name: 'Stanbic Bank Uganda', kind: 'bank' },
      ],
    });
    const calls = t.standIn.bankListCalls();
    await call('GET', '/api/payout-account/banks?currency=UGX', mentor.cookie);
    expect(t.standIn.bankListCalls()).toBe(calls);
  });

  it('transfers the shillings once the window has passed, and the event settles it', async () => {
    const m = await paidAndDue();
    t.standIn.behaviour.transferOutcome = 'SUCCESSFUL';
    await sweep();
    const payout = (await payoutOf(m.id))!;
    expect(payout.status).toBe('paid');
    const sent = t.standIn.transfers().filter((x) => x.reference === payout.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: UGX, currency: 'UGX', accountBank: 'MPS', accountNumber: '256772123456' });
    expect(t.standIn.sent.filter((e) => e.event === 'transfer.completed' && e.reference === payout.reference)).toEqual([
      { event: 'transfer.completed', reference: payout.reference, status: 200 },
    ]);
    expect(await ledgerRows(db(), m.id, 'transfer')).toEqual([
      { account: 'platform', amount_minor: -UGX, provider_reference: payout.reference },
      { account: 'mentor', amount_minor: UGX, provider_reference: payout.reference },
    ]);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentee: -UGX, mentor: UGX } });
  });

  it('a failed transfer is shown and tried again under a new reference', async () => {
    const m = await paidAndDue();
    t.standIn.behaviour.transferOutcome = 'FAILED';
    await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
    await t.app.jobs.runDue();
    await t.standIn.settled();
    const failed = (await payoutOf(m.id))!;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'DISBURSE FAILED: Insufficient wallet balance' });
    const seen = (await (await call('GET', `/api/sessions/${m.id}`, m.mentor.cookie)).json()) as Session;
    expect(seen.payment!.payout).toMatchObject({ state: 'failed', failureReason: 'DISBURSE FAILED: Insufficient wallet balance' });
    t.standIn.behaviour.transferOutcome = 'SUCCESSFUL';
    await runJobs();
    const paid = (await payoutOf(m.id))!;
    expect(paid).toMatchObject({ status: 'paid', tries: 2 });
    expect(t.standIn.transfers().filter((x) => x.reference === failed.reference || x.reference === paid.reference)).toHaveLength(2);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentor: UGX } });
  });
});
