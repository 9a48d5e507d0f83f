import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf as sharedLedgerOf } from '../../test/ledger.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * Paying through Paystack (decision 045), against the local stand-in: the server listens on a real
 * port so the stand-in's signed webhooks reach it as Paystack's would.
 */

const KEYS = { KE: 'sk_test_kenya_account', NG: 'sk_test_nigeria_account' };
const t = usePaystackApp({
  keys: Object.entries(KEYS)
    .map(([c, k]) => `${c}:${k}`)
    .join(','),
});
const { call, act, sessionOf, checkout } = t;
beforeEach(() => {
  Object.assign(t.standIn.behaviour, {
    delayMs: 0,
    failNext: 0,
    deliveries: 1,
    dropEvents: false,
    badSignature: false,
    verifyAmountOverride: null,
    verifyCurrencyOverride: null,
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A $40 hour of a mentor who chose `late` for late cancellations, booked by a mentee in `country`, confirmed. */
async function confirmed(o: { country?: string; startsInHours?: number; late?: 'none' | 'half' | 'full' } = {}) {
  const mentor = await t.mentor();
  const methods = await call('PUT', '/api/payment-methods', mentor.cookie, { methods: [], lateCancelRefund: o.late ?? 'none' });
  expect(methods.statusCode).toBe(200);
  const mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', country: o.country ?? 'Kenya' });
  const id = await t.bookConfirmed(mentor, mentee, { title: 'CV review', startsInHours: o.startsInHours });
  return { mentor, mentee, id };
}

/** The mentee pays on the hosted page with mobile money; the redirect back is what the browser would follow. */
async function payOnPage(authorizationUrl: string) {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  expect(html).toContain('Mobile money');
  const res = await fetch(`${authorizationUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'channel=mobile_money',
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n);
const paymentNotifications = async (m: { mentor: Member; mentee: Member; id: string }) => ({
  sent: await count(
    sql`select count(*) as n from notifications where recipient_id = ${m.mentee.id} and type = 'payment_sent' and data->>'session_id' = ${m.id}`,
  ),
  received: await count(
    sql`select count(*) as n from mentor_notifications where mentor_id = ${m.mentor.id} and notification_type = 'payment_received' and data->>'session_id' = ${m.id}`,
  ),
});

/** Each account's balance for the session's payment (a balanced ledger adds up to zero), each kind's rows adding up too. */
async function ledgerOf(id: string) {
  const { balances, sum, kindsBalance } = await sharedLedgerOf(t.database.db, id);
  expect(kindsBalance).toBe(true);
  return { balances, sum };
}
const mismatches = (reference: string | null, reason: string) =>
  count(
    sql`select count(*) as n from payment_mismatches where reason = ${reason} and ${reference === null ? sql`reference is null` : sql`reference = ${reference}`}`,
  );
const runJobsNow = async () => {
  await t.database.db.execute(sql`update jobs set run_at = now() where kind in ('payment_verify', 'payment_refund')`);
  await t.app.jobs.runDue();
};

describe('paying for a session through Paystack', () => {
  it('charges a mentee in Kenya in shillings at the admin’s rate, and offers Pay now with the rules', async () => {
    const m = await confirmed();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.actions).toContain('pay');
    expect(seen.actions).not.toContain('markPaymentSent');
    expect(seen.payment).toMatchObject({
      provider: 'paystack',
      status: 'pending',
      amountCents: 4000,
      charge: { currency: 'KES', amountMinor: 516_000, rate: '129', feeBearer: 'platform' },
      lateCancelRefund: 'none',
      checking: false,
      refund: null,
    });
    expect(Date.parse(seen.payment!.holdUntil!)).toBeGreaterThan(Date.now());
    // The mentor neither pays nor marks a provider's payment received.
    const mentorView = await sessionOf(m.mentor, m.id);
    expect(mentorView.actions).not.toContain('pay');
    expect(mentorView.actions).not.toContain('confirmPayment');
    expect((await act(m.mentor, m.id, 'payment/checkout')).statusCode).toBe(403);
  });

  it('keeps a direct payment for a mentee whose country’s provider is not switched on', async () => {
    const m = await confirmed({ country: 'Uganda' });
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.payment).toMatchObject({ provider: 'direct', charge: null });
    expect(seen.actions).toContain('markPaymentSent');
    expect((await act(m.mentee, m.id, 'payment/checkout')).statusCode).toBe(409);
  });

  it('five deliveries of one event, racing the return page’s check, make one paid payment and one pair of notifications', async () => {
    const m = await confirmed();
    const { authorizationUrl, reference } = await checkout(m.mentee, m.id);
    expect(authorizationUrl.startsWith(t.standIn.url)).toBe(true);
    expect((await sessionOf(m.mentee, m.id)).payment!.checking).toBe(true);
    t.standIn.behaviour.deliveries = 5;
    const back = await payOnPage(authorizationUrl);
    expect(back.pathname).toBe(`/sessions/${m.id}`);
    expect(back.searchParams.get('reference')).toBe(reference);
    const checks = await Promise.all([1, 2, 3].map(() => act(m.mentee, m.id, 'payment/check', { reference })));
    expect(checks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    await t.standIn.settled();

    const events = t.standIn.sent.filter((e) => e.reference === reference);
    expect(events).toHaveLength(5);
    expect(events.every((e) => e.status === 200)).toBe(true);
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.payment).toMatchObject({ status: 'paid', checking: false });
    expect(await paymentNotifications(m)).toEqual({ sent: 1, received: 1 });
    // Their mail (and push, and live event) leaves after the commit, by one job (decision 060): once each, with the amount charged.
    await t.app.jobs.runDue();
    for (const member of [m.mentee, m.mentor])
      expect(
        await count(
          sql`select count(*) as n from notification_emails where user_id = ${member.id} and detail = 'Amount charged: KSh 5,160'`,
        ),
      ).toBe(1);
    expect(await count(sql`select count(*) as n from payment_events where reference = ${reference}`)).toBe(1);
    // The mentee paid 5,160 shillings; Paystack kept its 1.5 %.
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: -516_000, platform: 516_000 - 7_740, provider: 7_740 }, sum: 0 });
    expect((await sessionOf(m.mentee, m.id)).actions).not.toContain('pay');
  });

  it('a member who switched payment notifications off is not told, in the app or by mail; the other member is', async () => {
    const m = await confirmed();
    const off = await call('PATCH', '/api/notification-settings', m.mentee.cookie, { paymentNotificationsEnabled: false });
    expect(off.statusCode).toBe(200);
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    expect(await paymentNotifications(m)).toEqual({ sent: 0, received: 1 });
    await t.app.jobs.runDue();
    const receipts = async (member: Member) =>
      count(sql`select count(*) as n from notification_emails where user_id = ${member.id} and detail like 'Amount charged:%'`);
    expect(await receipts(m.mentee)).toBe(0);
    expect(await receipts(m.mentor)).toBe(1);
  });

  it('a tampered signature changes nothing and is kept as a mismatch', async () => {
    const m = await confirmed();
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    const before = await mismatches(null, 'bad_signature');
    t.standIn.behaviour.badSignature = true;
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect(t.standIn.sent.at(-1)!.status).toBe(401);
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('pending');
    expect(await paymentNotifications(m)).toEqual({ sent: 0, received: 0 });
    expect(await mismatches(null, 'bad_signature')).toBe(before + 1);

    // A body changed after signing fails too, and so does no signature at all.
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, status: 'success', reference: 'x', amount: 1, currency: 'KES' },
    });
    const signature = createHmac('sha512', KEYS.KE).update(body).digest('hex');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body.replace('"amount":1', '"amount":9'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.code).toBe('bad_signature');
    expect(tampered.body).not.toContain(KEYS.KE);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/paystack/webhook', payload: JSON.parse(body) });
    expect(unsigned.statusCode).toBe(401);
  });

  it('a wrong amount or currency from the verify call changes nothing and is kept as a mismatch', async () => {
    for (const [override, reason] of [
      [{ verifyAmountOverride: 100 }, 'wrong_amount'],
      [{ verifyCurrencyOverride: 'NGN' }, 'wrong_currency'],
    ] as const) {
      const m = await confirmed();
      const { authorizationUrl, reference } = await checkout(m.mentee, m.id);
      Object.assign(t.standIn.behaviour, override);
      await payOnPage(authorizationUrl);
      await t.standIn.settled();
      expect(t.standIn.sent.at(-1)!.status).toBe(200);
      expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('pending');
      expect(await paymentNotifications(m)).toEqual({ sent: 0, received: 0 });
      expect(await mismatches(reference, reason)).toBe(1);
      expect(await ledgerOf(m.id)).toEqual({ balances: {}, sum: 0 });
      Object.assign(t.standIn.behaviour, { verifyAmountOverride: null, verifyCurrencyOverride: null });
    }
  });

  it('an event for a reference we never made is kept as a mismatch and answered 200', async () => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 99, status: 'success', reference: 'pm_not_ours', amount: 100, currency: 'KES' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', KEYS.KE).update(body).digest('hex') },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await mismatches('pm_not_ours', 'unknown_reference')).toBe(1);
  });

  it('a lost webhook is found by the re-verify job', async () => {
    const m = await confirmed();
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    t.standIn.behaviour.dropEvents = true;
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('pending');
    await runJobsNow();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    expect(await paymentNotifications(m)).toEqual({ sent: 1, received: 1 });
  });

  it('Paystack answering 500 once is retried with the same reference; a late answer fails the checkout cleanly', async () => {
    const m = await confirmed();
    t.standIn.behaviour.failNext = 1;
    const { reference } = await checkout(m.mentee, m.id);
    expect(t.standIn.transactions().filter((x) => x.reference === reference)).toHaveLength(1);

    t.standIn.behaviour.delayMs = 3000;
    const late = await act(m.mentee, m.id, 'payment/checkout');
    expect(late.statusCode).toBe(502);
    expect(late.json().error.code).toBe('provider_unavailable');
    t.standIn.behaviour.delayMs = 0;
    // An abandoned or failed checkout can be tried again.
    await checkout(m.mentee, m.id);
  }, 30_000);

  it('two paid attempts: the first makes it paid, the second is refunded by itself', async () => {
    const m = await confirmed();
    const first = await checkout(m.mentee, m.id);
    const second = await checkout(m.mentee, m.id);
    await payOnPage(first.authorizationUrl);
    await t.standIn.settled();
    await payOnPage(second.authorizationUrl);
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    expect(await paymentNotifications(m)).toEqual({ sent: 1, received: 1 });

    await runJobsNow();
    await t.standIn.settled();
    const refunds = t.standIn.refunds().filter((r) => r.reference === second.reference);
    expect(refunds).toMatchObject([{ amount: 516_000, status: 'processed' }]);
    expect(t.standIn.refunds().filter((r) => r.reference === first.reference)).toHaveLength(0);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
    // Charged twice, refunded once, two fees: everything adds up.
    expect(await ledgerOf(m.id)).toEqual({
      balances: { mentee: -516_000, platform: 516_000 - 2 * 7_740, provider: 2 * 7_740 },
      sum: 0,
    });
  });
});

describe('refunds by the rule both members saw', () => {
  /** Paid through the stand-in, then cancelled by `who`; the refund as both members then see it, once Paystack reports it. */
  async function paidThenCancelled(o: { who: 'mentor' | 'mentee'; startsInHours: number; late?: 'none' | 'half' | 'full' }) {
    const m = await confirmed({ startsInHours: o.startsInHours, late: o.late });
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    const canceller = o.who === 'mentor' ? m.mentor : m.mentee;
    expect((await act(canceller, m.id, 'cancel', { reason: 'Something came up at work.' })).statusCode).toBe(200);
    const asked = (await sessionOf(m.mentor, m.id)).payment!.refund;
    await runJobsNow();
    await t.standIn.settled();
    return {
      ...m,
      asked,
      mentee: await sessionOf(m.mentee, m.id),
      mentorView: await sessionOf(m.mentor, m.id),
      ledger: await ledgerOf(m.id),
    };
  }

  it('the mentor cancelling refunds everything, shown to both until Paystack reports it done', async () => {
    const r = await paidThenCancelled({ who: 'mentor', startsInHours: 5 });
    expect(r.asked).toEqual({ status: 'pending', amountMinor: 516_000, currency: 'KES' });
    expect(r.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
    expect(r.mentorView.payment!.refund).toEqual(r.mentee.payment!.refund);
    expect(r.ledger).toEqual({ balances: { mentee: 0, platform: -7_740, provider: 7_740 }, sum: 0 });
  });

  it('the mentee cancelling 24 hours or more ahead gets everything back', async () => {
    const r = await paidThenCancelled({ who: 'mentee', startsInHours: 48, late: 'none' });
    expect(r.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
  });

  it('a late cancellation by the mentee refunds what the mentor chose: half, full, or nothing', async () => {
    const half = await paidThenCancelled({ who: 'mentee', startsInHours: 5, late: 'half' });
    expect(half.mentee.lateCancellation).toBe(true);
    expect(half.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: 258_000, currency: 'KES' });
    expect(half.ledger).toEqual({ balances: { mentee: -258_000, platform: 258_000 - 7_740, provider: 7_740 }, sum: 0 });

    const full = await paidThenCancelled({ who: 'mentee', startsInHours: 5, late: 'full' });
    expect(full.mentee.payment!.refund).toMatchObject({ status: 'processed', amountMinor: 516_000 });

    const none = await paidThenCancelled({ who: 'mentee', startsInHours: 5, late: 'none' });
    expect(none.mentee.payment!.refund).toBeNull();
    expect(none.ledger).toEqual({ balances: { mentee: -516_000, platform: 516_000 - 7_740, provider: 7_740 }, sum: 0 });
  });

  it('a payment made after the session was cancelled goes back by itself', async () => {
    const m = await confirmed();
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    expect((await act(m.mentee, m.id, 'cancel', { reason: 'Found another time.' })).statusCode).toBe(200);
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    await runJobsNow();
    await t.standIn.settled();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.payment!.status).toBe('cancelled');
    expect(seen.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
    expect(await paymentNotifications(m)).toEqual({ sent: 0, received: 0 });
    expect((await ledgerOf(m.id)).sum).toBe(0);
  });
});
