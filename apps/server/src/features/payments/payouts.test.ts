import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { en } from '@prosper/shared/i18n/en';
import type { AdminDisputeRow, AdminPayoutRow } from '@prosper/shared/schemas/admin-payments';
import type { MentorEarnings } from '@prosper/shared/schemas/earnings';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf, ledgerRows } from '../../test/ledger.ts';
import { STAND_IN_TRANSFER_OTP } from '../../test/paystack-stand-in.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * Paying mentors (decision 055) against the Paystack stand-in: a session is paid, moved into the
 * past and completed; the payout job transfers the mentor's share once the dispute window (72 hours,
 * the default) has passed, never while a dispute is open or after a refund, and never twice. The
 * platform keeps 10 % here (PLATFORM_FEE_PERCENT).
 */

const BANK = '68';
const ACCOUNT = '0123456789';
const t = usePaystackApp({ standIn: { transferAfterMs: 10 }, env: { PLATFORM_FEE_PERCENT: '10' } });
const { call, act, sessionOf, db } = t;
beforeAll(() => t.standIn.addBankAccount(BANK, ACCOUNT, 'AMARA OKAFOR'));
beforeEach(() => {
  Object.assign(t.standIn.behaviour, {
    transferOutcome: 'success',
    loseTransferAnswers: 0,
    dropEvents: false,
    failNext: 0,
    transferOtp: false,
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Every job due now, payouts' and payments' alike, until none is left (the stand-in's events included). */
async function runJobs() {
  for (let round = 0; round < 5; round++) {
    await db().execute(sql`update jobs set run_at = now() where failed_at is null and (kind like 'payout_%' or kind like 'payment_%')`);
    const done = await t.app.jobs.runDue();
    await t.standIn.settled();
    if (done === 0) return;
  }
}
/** The sweep for payouts due, as the schedule queues it, and everything it starts. */
async function sweep() {
  await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
  await runJobs();
}

/** $40 for an hour: 516,000 KES cents at the stand-in rate; the platform keeps 10 %. */
const CHARGED = 516_000;
const FEE = 7_740;
const PLATFORM_FEE = 51_600;
const TO_MENTOR = CHARGED - PLATFORM_FEE;

async function mentorWithAccount(o: { account?: boolean } = {}) {
  const mentor = await t.mentor();
  if (o.account !== false) {
    const saved = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'bank',
      bankCode: BANK,
      accountNumber: ACCOUNT,
    });
    expect(saved.statusCode).toBe(200);
  }
  return mentor;
}

/** A session paid through the stand-in, ended `endedHoursAgo` ago; completed by the mentor unless told. */
async function paidSession(o: { endedHoursAgo: number; complete?: boolean; account?: boolean }) {
  const mentor = await mentorWithAccount(o);
  const mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', country: 'Kenya' });
  const id = await t.bookConfirmed(mentor, mentee);
  const { authorizationUrl, reference } = await t.checkout(mentee, id);
  await t.payWithMobileMoney(mentee, id, authorizationUrl);
  await endedAgo(id, o.endedHoursAgo);
  if (o.complete !== false) expect((await act(mentor, id, 'complete')).statusCode).toBe(200);
  return { mentor, mentee, id, reference };
}
const endedAgo = (id: string, hours: number) =>
  db().execute(sql`
    update sessions set starts_at = now() - make_interval(hours => ${hours + 1}), ends_at = now() - make_interval(hours => ${hours}),
      blocked_until = now() - make_interval(hours => ${hours})
    where id = ${id}`);
const payoutOf = async (id: string) =>
  rowsOf<{
    status: string;
    reference: string;
    tries: number;
    amount_minor: number;
    platform_fee_minor: number;
    failure_reason: string | null;
  }>(
    await db().execute(sql`
      select po.status, po.reference, po.tries, po.amount_minor, po.platform_fee_minor, po.failure_reason
      from payouts po join payments p on p.id = po.payment_id where p.session_id = ${id}`),
  )[0];
const transfersFor = (reference: string | undefined) => t.standIn.transfers().filter((x) => x.reference === reference);
const disputeOf = async (admin: Member, reference: string) =>
  ((await call('GET', `/api/admin/payments/disputes?q=${reference}`, admin.cookie)).json() as { items: AdminDisputeRow[] }).items[0]!;

describe("a mentor's payout account", () => {
  it('is checked with the bank, keeps Paystack’s recipient, and never shows the full number', async () => {
    const mentor = await mentorWithAccount({ account: false });
    const saved = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'bank',
      bankCode: ' 68 ',
      accountNumber: '0123 456 789',
      accountName: 'Someone else',
    });
    expect(saved.statusCode).toBe(200);
    // The bank's name for the account is kept, not the one typed.
    expect(saved.json()).toMatchObject({
      currency: 'KES',
      kind: 'bank',
      bankCode: '68',
      last4: '6789',
      accountName: 'AMARA OKAFOR',
      provider: 'paystack',
    });
    expect(saved.body).not.toContain(ACCOUNT);
    const listed = await call('GET', '/api/payout-account', mentor.cookie);
    expect(listed.json()).toEqual({ accounts: [saved.json()], windowHours: 72 });
    expect(listed.body).not.toContain(ACCOUNT);
    const [row] = rowsOf<{ recipient_code: string }>(
      await db().execute(sql`select recipient_code from payout_accounts where mentor_id = ${mentor.id}`),
    );
    expect(row!.recipient_code).toMatch(/^RCP_/);

    // A wallet has no lookup: the holder's name is needed.
    const wallet = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'mobile_money',
      bankCode: 'MPESA',
      accountNumber: '254712345678',
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().error.fields).toEqual({ accountName: en.payouts.accountNameRequired });
    const named = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'mobile_money',
      bankCode: 'MPESA',
      accountNumber: '254712345678',
      accountName: 'Amara Okafor',
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ kind: 'mobile_money', last4: '5678', accountName: 'Amara Okafor' });
    // One account per currency: the wallet replaced the bank account.
    expect((await call('GET', '/api/payout-account', mentor.cookie)).json().accounts).toHaveLength(1);
  });

  it('refuses an account the bank does not know, a currency no provider pays out in, and bad input', async () => {
    const mentor = await mentorWithAccount({ account: false });
    const unknown = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'bank',
      bankCode: BANK,
      accountNumber: '9999999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'account_not_found', message: en.payouts.accountNotFound });
    // Nigeria's Paystack account has no key here.
    const naira = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'NGN',
      kind: 'bank',
      bankCode: '058',
      accountNumber: ACCOUNT,
    });
    expect(naira.statusCode).toBe(409);
    expect(naira.json().error).toEqual({ code: 'payouts_unavailable', message: 'Payouts in NGN are not available yet.' });
    for (const body of [
      { currency: 'KES', kind: 'bank', bankCode: BANK, accountNumber: '12ab' },
      { currency: 'USD', kind: 'bank', bankCode: BANK, accountNumber: ACCOUNT },
      { currency: 'KES', kind: 'cash', bankCode: BANK, accountNumber: ACCOUNT },
      { currency: 'KES', kind: 'bank', bankCode: '', accountNumber: ACCOUNT },
      {},
    ]) {
      const bad = await call('PUT', '/api/payout-account', mentor.cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('invalid_input');
    }
    expect(rowsOf(await db().execute(sql`select 1 from payout_accounts where mentor_id = ${mentor.id}`))).toHaveLength(0);
  });

  it('is the mentor’s own: a mentee and a stranger are refused, another mentor cannot remove it', async () => {
    const mentor = await mentorWithAccount();
    const mentee = await signedInMember(t);
    expect((await call('GET', '/api/payout-account', mentee.cookie)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/payout-account', mentee.cookie, { currency: 'KES', kind: 'bank', bankCode: BANK, accountNumber: ACCOUNT }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/payout-account', undefined)).statusCode).toBe(401);
    const { id } = (await call('GET', '/api/payout-account', mentor.cookie)).json().accounts[0];
    const other = await mentorWithAccount({ account: false });
    expect((await call('DELETE', `/api/payout-account/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/payout-account/not-a-uuid', mentor.cookie)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/payout-account/${id}`, mentor.cookie)).json()).toEqual({ removed: true });
    expect((await call('GET', '/api/payout-account', mentor.cookie)).json().accounts).toEqual([]);
  });
});

describe('the banks a mentor chooses from (decision 061)', () => {
  it('are Paystack’s list for the currency, by name, kept a while; a mentee is refused, and bad input is a 400', async () => {
    const mentor = await mentorWithAccount({ account: false });
    // Paystack cannot be reached and nothing is kept yet: the mentor is told, no 500.
    t.standIn.behaviour.failNext = 3;
    const down = await call('GET', '/api/payout-account/banks?currency=KES', mentor.cookie);
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toEqual({ code: 'provider_unavailable', message: en.payouts.providerUnavailable });

    const before = t.standIn.bankListCalls();
    const res = await call('GET', '/api/payout-account/banks?currency=KES', mentor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'KES',
      banks: [
        { code: '11', name: 'Co-operative Bank of Kenya', kind: 'bank' },
        { code: '68', name: 'Equity Bank', kind: 'bank' },
        { code: '01', name: 'KCB Bank', kind: 'bank' },
        { code: 'MPESA', name: 'M-PESA', kind: 'mobile_money' },
      ],
    });
    expect(t.standIn.bankListCalls()).toBe(before + 1);
    // Kept: asked again, even with Paystack down, it is served without a call.
    t.standIn.behaviour.failNext = 3;
    expect((await call('GET', '/api/payout-account/banks?currency=KES', mentor.cookie)).json().banks).toHaveLength(4);
    expect(t.standIn.bankListCalls()).toBe(before + 1);
    t.standIn.behaviour.failNext = 0;

    // The code chosen is what the account is saved with.
    const saved = await call('PUT', '/api/payout-account', mentor.cookie, {
      currency: 'KES',
      kind: 'bank',
      bankCode: '68',
      accountNumber: ACCOUNT,
    });
    expect(saved.json()).toMatchObject({ bankCode: '68', accountName: 'AMARA OKAFOR' });

    // No provider pays out in naira here; a currency we do not know; a mentee.
    const naira = await call('GET', '/api/payout-account/banks?currency=NGN', mentor.cookie);
    expect(naira.statusCode).toBe(409);
    expect(naira.json().error.code).toBe('payouts_unavailable');
    expect((await call('GET', '/api/payout-account/banks?currency=EUR', mentor.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/payout-account/banks', mentor.cookie)).statusCode).toBe(400);
    const mentee = await signedInMember(t);
    expect((await call('GET', '/api/payout-account/banks?currency=KES', mentee.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/payout-account/banks?currency=KES')).statusCode).toBe(401);
  });
});

describe('paying the mentor after the session', () => {
  it('transfers nothing before the window; after it, the mentor’s share less the platform fee, once, and the ledger balances', async () => {
    const m = await paidSession({ endedHoursAgo: 1 });
    await sweep();
    expect(await payoutOf(m.id)).toBeUndefined();
    const waiting = (await sessionOf(m.mentor, m.id)).payment!.payout!;
    expect(waiting).toMatchObject({ state: 'waiting', amountMinor: null, currency: 'KES' });
    expect(Date.parse(waiting.dueAt) - Date.now()).toBeGreaterThan(70 * 3_600_000);
    // The mentee sees no payout.
    expect((await sessionOf(m.mentee, m.id)).payment!.payout).toBeNull();

    await endedAgo(m.id, 73);
    await sweep();
    const payout = (await payoutOf(m.id))!;
    expect(payout).toMatchObject({ status: 'paid', tries: 1, amount_minor: TO_MENTOR, platform_fee_minor: PLATFORM_FEE });
    const sent = transfersFor(payout.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: TO_MENTOR, currency: 'KES', status: 'success' });
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toMatchObject({ state: 'paid', amountMinor: TO_MENTOR, currency: 'KES' });

    // Sweeping again, and the event delivered again, change nothing.
    await sweep();
    const ofThisPayout = payout.reference.replace(/-\d+$/, '-');
    expect(t.standIn.transfers().filter((x) => x.reference.startsWith(ofThisPayout))).toHaveLength(1);
    expect(await ledgerRows(db(), m.id, 'transfer')).toEqual([
      { account: 'platform', amount_minor: -TO_MENTOR, provider_reference: payout.reference },
      { account: 'mentor', amount_minor: TO_MENTOR, provider_reference: payout.reference },
    ]);
    expect(await ledgerOf(db(), m.id)).toEqual({
      balances: { mentee: -CHARGED, platform: CHARGED - FEE - TO_MENTOR, provider: FEE, mentor: TO_MENTOR },
      sum: 0,
      kindsBalance: true,
    });
    expect(await ledgerRows(db(), m.id, 'platform_fee')).toEqual([
      { account: 'platform', amount_minor: -PLATFORM_FEE, provider_reference: payout.reference },
      { account: 'platform', amount_minor: PLATFORM_FEE, provider_reference: payout.reference },
    ]);

    // The mentor's earnings count the same money: paid out and the platform's fee, nothing left pending.
    const earnings = (await call('GET', '/api/analytics/mentor/earnings', m.mentor.cookie)).json() as MentorEarnings;
    expect(earnings.months).toEqual([
      expect.objectContaining({
        currency: 'KES',
        paidMinor: CHARGED,
        paidOutMinor: TO_MENTOR,
        platformFeeMinor: PLATFORM_FEE,
        pendingMinor: 0,
      }),
    ]);

    // The window has closed: a no-show is no longer offered, nor taken.
    expect((await sessionOf(m.mentee, m.id)).actions).not.toContain('reportNoShow');
    const late = await act(m.mentee, m.id, 'payment/dispute', {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('not_disputable');
  });

  it('waits for a session to be completed, and for a payout account, then pays', async () => {
    const m = await paidSession({ endedHoursAgo: 80, complete: false, account: false });
    await sweep();
    expect(await payoutOf(m.id)).toBeUndefined();
    expect((await act(m.mentor, m.id, 'complete')).statusCode).toBe(200);
    await sweep();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'waiting_account' });
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toMatchObject({ state: 'waiting_account', amountMinor: TO_MENTOR });
    const saved = await call('PUT', '/api/payout-account', m.mentor.cookie, {
      currency: 'KES',
      kind: 'bank',
      bankCode: BANK,
      accountNumber: ACCOUNT,
    });
    expect(saved.statusCode).toBe(200);
    await runJobs();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'paid' });
  });

  it('pays nothing while a no-show dispute is open; an admin’s decision for the mentor lets the payout go', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession({ endedHoursAgo: 2, complete: false });
    expect((await act(m.mentor, m.id, 'payment/dispute', {})).statusCode).toBe(200);
    await endedAgo(m.id, 100);
    await sweep();
    expect(await payoutOf(m.id)).toBeUndefined();
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toMatchObject({ state: 'held' });
    const dispute = await disputeOf(admin, m.reference);
    const decided = await call('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, admin.cookie, {
      outcome: 'paid_mentor',
      reason: 'The mentee confirmed they missed it.',
    });
    expect(decided.statusCode).toBe(200);
    await sweep();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'paid', amount_minor: TO_MENTOR });
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentor: TO_MENTOR } });
  });

  it('pays nothing for a refunded payment', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession({ endedHoursAgo: 2, complete: false });
    expect((await act(m.mentee, m.id, 'payment/dispute', {})).statusCode).toBe(200);
    const dispute = await disputeOf(admin, m.reference);
    await call('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, admin.cookie, {
      outcome: 'refunded',
      reason: 'The mentor did not come.',
    });
    await runJobs();
    await endedAgo(m.id, 100);
    await sweep();
    expect(await payoutOf(m.id)).toBeUndefined();
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toBeNull();
    expect(await ledgerOf(db(), m.id)).toEqual({ balances: { mentee: 0, platform: -FEE, provider: FEE }, sum: 0, kindsBalance: true });
  });

  it('a mentor cannot delete their account while a payout to them is sending, and can once it is done', async () => {
    const m = await paidSession({ endedHoursAgo: 80 });
    await sweep();
    const payout = (await payoutOf(m.id))!;
    expect(payout.status).toBe('paid');
    // As it stands between the transfer and the provider's answer.
    await db().execute(sql`update payouts set status = 'sent' where reference = ${payout.reference}`);
    const refused = await call('DELETE', '/api/account', m.mentor.cookie, { password: m.mentor.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'money_moving', message: en.deletion.moneyMoving.payout });
    await db().execute(sql`update payouts set status = 'paid' where reference = ${payout.reference}`);
    const deleted = await call('DELETE', '/api/account', m.mentor.cookie, { password: m.mentor.password });
    expect(deleted.statusCode).toBeLessThan(300);
  });

  it('a retry after a lost answer finds the transfer under our reference and does not send twice', async () => {
    const m = await paidSession({ endedHoursAgo: 80 });
    t.standIn.behaviour.loseTransferAnswers = 1;
    // The transfer's own event is lost too: only the retry's verify can tell.
    t.standIn.behaviour.dropEvents = true;
    await sweep();
    const payout = (await payoutOf(m.id))!;
    expect(transfersFor(payout.reference)).toHaveLength(1);
    expect(payout.status).toBe('paid');
    expect(await ledgerRows(db(), m.id, 'transfer')).toHaveLength(2);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, balances: { mentor: TO_MENTOR } });
  });

  it('a failed transfer is shown to the mentor and tried again under a new reference', async () => {
    const m = await paidSession({ endedHoursAgo: 80 });
    t.standIn.behaviour.transferOutcome = 'failed';
    await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
    await t.app.jobs.runDue();
    await t.standIn.settled();
    const failed = (await payoutOf(m.id))!;
    expect(failed).toMatchObject({ status: 'failed', tries: 1, failure_reason: 'failed' });
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toMatchObject({
      state: 'failed',
      failureReason: 'failed',
      amountMinor: TO_MENTOR,
    });
    expect(await ledgerRows(db(), m.id, 'transfer')).toEqual([]);
    // The retry waits hours; run now, it succeeds under a new reference.
    const [retry] = rowsOf<{ run_at: string }>(await db().execute(sql`select run_at from jobs where kind = 'payout_retry'`));
    expect(Date.parse(retry!.run_at) - Date.now()).toBeGreaterThan(5 * 3_600_000);
    t.standIn.behaviour.transferOutcome = 'success';
    await runJobs();
    const paid = (await payoutOf(m.id))!;
    expect(paid).toMatchObject({ status: 'paid', tries: 2 });
    expect(paid.reference).not.toBe(failed.reference);
    expect(transfersFor(failed.reference)).toHaveLength(1);
    expect(transfersFor(paid.reference)).toHaveLength(1);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentor: TO_MENTOR } });
  });

  it('a transfer reversed after success gives its ledger rows back and is tried again', async () => {
    const m = await paidSession({ endedHoursAgo: 80 });
    t.standIn.behaviour.transferOutcome = 'reversed';
    await db().execute(sql`insert into jobs (kind, payload, run_at) values ('payout_sweep', '{}'::jsonb, now())`);
    await t.app.jobs.runDue();
    await t.standIn.settled();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'failed', failure_reason: 'reversed' });
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentor: 0 } });
    expect(await ledgerRows(db(), m.id, 'transfer')).toHaveLength(4);
    expect(rowsOf(await db().execute(sql`select 1 from jobs where kind = 'payout_retry'`)).length).toBeGreaterThan(0);
  });
});

describe('the admin’s list of payouts (decision 061)', () => {
  /** Copies of a paid payout, each with its own session, payment, attempt and reference, opened `i` minutes apart: enough for two pages. */
  async function copiesOf(payoutReference: string, count: number) {
    const [src] = rowsOf<{ payout_id: string; payment_id: string; attempt_id: string; session_id: string }>(
      await db().execute(sql`
        select po.id as payout_id, po.payment_id, po.attempt_id, p.session_id from payouts po join payments p on p.id = po.payment_id
        where po.reference = ${payoutReference}`),
    );
    const copy = (table: string, id: string, changes: Record<string, string>) =>
      db().execute(sql`
        insert into ${sql.identifier(table)}
        select (jsonb_populate_record(null::${sql.identifier(table)}, to_jsonb(x) || ${JSON.stringify(changes)}::jsonb)).*
        from ${sql.identifier(table)} x where x.id = ${id}`);
    const references: string[] = [];
    for (let i = 1; i <= count; i++) {
      const [session, payment, attempt, payout] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await copy('sessions', src!.session_id, { id: session });
      await copy('payments', src!.payment_id, { id: payment, session_id: session });
      await copy('payment_attempts', src!.attempt_id, { id: attempt, payment_id: payment, reference: `pm_copy_${payout}` });
      const reference = `payout-${payout}-1`;
      await copy('payouts', src!.payout_id, {
        id: payout,
        payment_id: payment,
        attempt_id: attempt,
        reference,
        provider_transfer_id: `TRF_copy${i}`,
        created_at: new Date(Date.now() - i * 60_000).toISOString(),
      });
      references.push(reference);
    }
    return references;
  }

  it('shows admins each payout with its mentor, amount, state and dates, found by our reference or the provider’s, a page at a time', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession({ endedHoursAgo: 80 });
    await sweep();
    const payout = (await payoutOf(m.id))!;
    const found = await call('GET', `/api/admin/payments/payouts?q=${payout.reference}`, admin.cookie);
    expect(found.statusCode).toBe(200);
    const [row] = (found.json() as { items: AdminPayoutRow[] }).items;
    expect(row).toMatchObject({
      sessionId: m.id,
      title: 'CV review',
      mentor: { id: m.mentor.id, name: 'Amara Okafor' },
      provider: 'paystack',
      country: 'KE',
      reference: payout.reference,
      amount: { currency: 'KES', amountMinor: TO_MENTOR },
      platformFeeMinor: PLATFORM_FEE,
      status: 'paid',
      tries: 1,
      failureReason: null,
    });
    expect(row!.providerReference).toMatch(/^TRF_/);
    expect(Date.parse(row!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(row!.dueAt));
    expect(Date.parse(row!.paidAt!)).toBeGreaterThanOrEqual(Date.parse(row!.sentAt!));
    // The provider's transfer code finds the same payout.
    const byTheirs = (await call('GET', `/api/admin/payments/payouts?q=${row!.providerReference}`, admin.cookie)).json();
    expect(byTheirs.items.map((r: AdminPayoutRow) => r.id)).toEqual([row!.id]);
    expect((await call('GET', '/api/admin/payments/payouts?q=payout-nobody', admin.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });

    // Keyset pages, newest first, follow each other without overlap.
    const copies = await copiesOf(payout.reference, 22);
    const page1 = (await call('GET', '/api/admin/payments/payouts', admin.cookie)).json() as {
      items: AdminPayoutRow[];
      nextCursor: string;
    };
    expect(page1.items).toHaveLength(20);
    expect(page1.nextCursor).toBeTruthy();
    const dues = page1.items.map((r) => Date.parse(r.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => b - a));
    const page2 = (await call('GET', `/api/admin/payments/payouts?cursor=${page1.nextCursor}`, admin.cookie)).json() as {
      items: AdminPayoutRow[];
    };
    const seen = new Set(page1.items.map((r) => r.id));
    expect(page2.items.length).toBeGreaterThan(0);
    expect(page2.items.every((r) => !seen.has(r.id))).toBe(true);
    const listed = new Set([...seen, ...page2.items.map((r) => r.id)]);
    expect(copies.every((ref) => listed.has(ref.slice('payout-'.length, -'-1'.length)))).toBe(true);

    // Bad input is a 400; a member, a mentor and a visitor are refused.
    expect((await call('GET', '/api/admin/payments/payouts?cursor=nope', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/payments/payouts?q=%27%20or%201%3D1', admin.cookie)).statusCode).toBe(400);
    for (const who of [m.mentee, m.mentor]) {
      const refused = await call('GET', '/api/admin/payments/payouts', who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'not_an_admin', message: en.errors.adminsOnly } });
    }
    expect((await call('GET', '/api/admin/payments/payouts')).statusCode).toBe(401);
  });
});

describe('Paystack transfers with OTP on (decision 061)', () => {
  const otpUrl = (id: string) => `/api/admin/payments/payouts/${id}/otp`;
  const listed = async (admin: Member, reference: string) =>
    ((await call('GET', `/api/admin/payments/payouts?q=${reference}`, admin.cookie)).json() as { items: AdminPayoutRow[] }).items[0]!;

  it('waits for the OTP (not failed, not retried, not sent twice); a wrong one changes nothing; the right one sends it, once', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession({ endedHoursAgo: 80 });
    t.standIn.behaviour.transferOtp = true;
    await sweep();
    const held = (await payoutOf(m.id))!;
    expect(held).toMatchObject({ status: 'awaiting_otp', tries: 1, failure_reason: null });
    expect(transfersFor(held.reference)).toEqual([expect.objectContaining({ status: 'otp' })]);
    // Nothing is tried again or checked in a loop: the transfer waits for a person.
    const jobs = rowsOf<{ kind: string }>(
      await db().execute(
        sql`select kind from jobs where kind in ('payout_retry', 'payout_verify') and payload->>'reference' = ${held.reference}`,
      ),
    );
    expect(jobs).toEqual([]);
    // The mentor sees it being sent; the money is still moving, so their account stays.
    expect((await sessionOf(m.mentor, m.id)).payment!.payout).toMatchObject({ state: 'queued', amountMinor: TO_MENTOR });
    // The transfer job run again (a retry, a second instance) finds it held and asks nothing more.
    const row = await listed(admin, held.reference);
    await db().execute(
      sql`insert into jobs (kind, payload, run_at) values ('payout_transfer', ${JSON.stringify({ payoutId: row.id })}::jsonb, now())`,
    );
    await sweep();
    expect(transfersFor(held.reference)).toHaveLength(1);
    expect(row).toMatchObject({ status: 'awaiting_otp', sentAt: null, providerReference: transfersFor(held.reference)[0]!.code });

    // Resend: Paystack sends the code again.
    const code = row.providerReference!;
    const resent = await call('POST', `${otpUrl(row.id)}/resend`, admin.cookie);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: row.id, status: 'awaiting_otp' });
    expect(t.standIn.otpsSent().filter((c) => c === code)).toHaveLength(2);

    // A wrong OTP: a clear 400, nothing changes. Not an OTP at all: the field's message.
    const wrong = await call('POST', otpUrl(row.id), admin.cookie, { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_otp', message: en.payouts.otpWrong });
    expect(await payoutOf(m.id)).toMatchObject({ status: 'awaiting_otp' });
    expect(transfersFor(held.reference)[0]!.status).toBe('otp');
    const garbled = await call('POST', otpUrl(row.id), admin.cookie, { otp: 'abc' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.fields).toEqual({ otp: en.payouts.otpInvalid });
    // Nor may a member enter it, or an admin for a payout that does not exist.
    expect((await call('POST', otpUrl(row.id), m.mentor.cookie, { otp: STAND_IN_TRANSFER_OTP })).statusCode).toBe(403);
    expect((await call('POST', otpUrl(randomUUID()), admin.cookie, { otp: STAND_IN_TRANSFER_OTP })).statusCode).toBe(404);

    // The right OTP: the transfer goes on, and Paystack's transfer.success settles it once.
    const finalized = await call('POST', otpUrl(row.id), admin.cookie, { otp: STAND_IN_TRANSFER_OTP });
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ id: row.id, status: 'sent' });
    expect(finalized.json().sentAt).not.toBeNull();
    await t.standIn.settled();
    await runJobs();
    expect(await payoutOf(m.id)).toMatchObject({ status: 'paid', tries: 1, reference: held.reference });
    expect(transfersFor(held.reference)).toEqual([expect.objectContaining({ status: 'success', amount: TO_MENTOR })]);
    expect(await ledgerOf(db(), m.id)).toMatchObject({ sum: 0, kindsBalance: true, balances: { mentor: TO_MENTOR } });

    // Once sent, there is no OTP to enter or resend.
    const again = await call('POST', otpUrl(row.id), admin.cookie, { otp: STAND_IN_TRANSFER_OTP });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'not_awaiting_otp', message: en.payouts.otpNotAwaited });
    expect((await call('POST', `${otpUrl(row.id)}/resend`, admin.cookie)).statusCode).toBe(409);

    // Both actions are in the audit log, against the mentor.
    const audited = rowsOf<{ action: string; member_id: string }>(
      await db().execute(sql`select action, member_id from admin_actions where target_id = ${row.id} order by created_at`),
    );
    expect(audited).toEqual([
      { action: 'resend_payout_otp', member_id: m.mentor.id },
      { action: 'finalize_payout_otp', member_id: m.mentor.id },
    ]);
  });

  it('a lost answer to a transfer held for its OTP is found under our reference, not sent again', async () => {
    const m = await paidSession({ endedHoursAgo: 80 });
    t.standIn.behaviour.transferOtp = true;
    t.standIn.behaviour.loseTransferAnswers = 1;
    await sweep();
    const held = (await payoutOf(m.id))!;
    expect(held.status).toBe('awaiting_otp');
    expect(transfersFor(held.reference)).toHaveLength(1);
  });
});
