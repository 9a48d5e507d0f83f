import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf as sharedLedgerOf } from '../../test/ledger.ts';
import { FLUTTERWAVE_SECRET_HASH, useFlutterwaveApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';
import { chargeFor } from './charge.ts';
import { fromMajor, toMajor } from './flutterwave-client.ts';
import { paymentGateways } from './gateways.ts';

/*
 * Paying through Flutterwave v3 (decision 050), against the local stand-in: the server listens on a
 * real port so the stand-in's webhooks (verif-hash) reach it as Flutterwave's would.
 */

const t = useFlutterwaveApp();
const { call, act, sessionOf, checkout } = t;
beforeEach(() => {
  Object.assign(t.standIn.behaviour, {
    delayMs: 0,
    failNext: 0,
    deliveries: 1,
    dropEvents: false,
    badHash: false,
    verifyAmountOverride: null,
    verifyCurrencyOverride: null,
    refundAfterMs: 20,
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A $40 hour of a mentor who chose `late` for late cancellations, booked by a mentee in `country`, confirmed. */
async function confirmed(o: { country?: string; startsInHours?: number; late?: 'none' | 'half' | 'full' } = {}) {
  const mentor = await t.mentor({ timezone: 'Africa/Kampala' });
  const methods = await call('PUT', '/api/payment-methods', mentor.cookie, { methods: [], lateCancelRefund: o.late ?? 'none' });
  expect(methods.statusCode).toBe(200);
  const mentee = await signedInMember(t, { firstName: 'Nakato', lastName: 'Mukasa', country: o.country ?? 'Uganda' });
  const id = await t.bookConfirmed(mentor, mentee, { title: 'Starting a poultry farm', startsInHours: o.startsInHours });
  return { mentor, mentee, id };
}

/** The mentee pays on the hosted page with mobile money; the redirect back is what the browser would follow. */
async function payOnPage(link: string) {
  const html = await (await fetch(link)).text();
  expect(html).toContain('Mobile money');
  const res = await fetch(`${link}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'payment_type=mobilemoneyuganda',
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
    sql`select count(*) as n from payment_mismatches where provider = 'flutterwave' and reason = ${reason}
      and ${reference === null ? sql`reference is null` : sql`reference = ${reference}`}`,
  );
const runJobsNow = async () => {
  await t.database.db.execute(sql`update jobs set run_at = now() where kind in ('payment_verify', 'payment_refund')`);
  await t.app.jobs.runDue();
};
const hook = (body: object | string, hash?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'content-type': 'application/json', ...(hash !== undefined && { 'verif-hash': hash }) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** 148,000 shillings: $40 at 3,700 a dollar; Flutterwave's 2.9 % is 4,292. */
const UGX = 148_000;
const FEE = 4_292;

describe('Flutterwave v3 amounts are major units, converted at the client’s edge', () => {
  it('converts minor to major and back, exactly, and refuses amounts finer than the currency', () => {
    expect(toMajor(10_050, 'NGN')).toBe(100.5);
    expect(fromMajor(100.5, 'NGN')).toBe(10_050);
    expect(fromMajor(0.29, 'KES')).toBe(29);
    expect(toMajor(UGX, 'UGX')).toBe(UGX);
    expect(fromMajor(148_000.5, 'UGX')).toBeNaN();
    expect(fromMajor(100.505, 'NGN')).toBeNaN();
    expect(fromMajor(100, 'XYZ')).toBeNaN();
  });

  it('sends naira as naira and reads them back as kobo through the stand-in', async () => {
    const gateway = paymentGateways({ ...t.app.config.payments, flutterwaveBaseUrl: t.standIn.url }).flutterwave;
    const reference = `pm_units_${Date.now()}`;
    const { url } = await gateway.open({
      country: 'NG',
      email: 'ada@example.com',
      name: 'Ada Obi',
      amountMinor: 10_050,
      currency: 'NGN',
      reference,
      returnUrl: 'http://localhost/sessions/x',
    });
    expect(await (await fetch(url)).text()).toContain('Pay NGN 100.5');
    t.standIn.behaviour.dropEvents = true;
    await t.standIn.pay(reference);
    expect(t.standIn.transactions().find((x) => x.txRef === reference)).toMatchObject({ amount: 100.5, currency: 'NGN' });
    expect(await gateway.verify({ country: 'NG', reference })).toMatchObject({
      paid: true,
      reference,
      amountMinor: 10_050,
      providerAmount: 100.5,
      currency: 'NGN',
      feeMinor: 291,
    });
    expect(await gateway.verify({ country: 'NG', reference: 'pm_never_made' })).toBeNull();
  });
});

describe('paying for a session through Flutterwave', () => {
  it('charges a mentee in Uganda in shillings, and one in Tanzania in theirs, at the admin’s rates', async () => {
    const m = await confirmed();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.actions).toContain('pay');
    expect(seen.actions).not.toContain('markPaymentSent');
    expect(seen.payment).toMatchObject({
      provider: 'flutterwave',
      status: 'pending',
      amountCents: 4000,
      charge: { currency: 'UGX', amountMinor: UGX, rate: '3700', feeBearer: 'platform' },
      checking: false,
      refund: null,
    });
    const tz = await confirmed({ country: 'Tanzania' });
    expect((await sessionOf(tz.mentee, tz.id)).payment).toMatchObject({
      provider: 'flutterwave',
      charge: { currency: 'TZS', amountMinor: 104_000, rate: '2600' },
    });
    // A Kenyan mentee's country is Paystack's, which is off here: a direct payment, as before.
    const ke = await confirmed({ country: 'Kenya' });
    expect((await sessionOf(ke.mentee, ke.id)).payment).toMatchObject({ provider: 'direct', charge: null });
  });

  it('FLUTTERWAVE_COUNTRIES narrows where Flutterwave is on: Uganda only leaves Tanzania paying directly', async () => {
    const payments = { ...t.app.config.payments, flutterwave: { ...t.app.config.payments.flutterwave!, countries: ['UG'] } };
    const ugandan = await signedInMember(t, { country: 'Uganda' });
    const tanzanian = await signedInMember(t, { country: 'Tanzania' });
    const [ug, tz] = await t.database.db.transaction(async (tx) => [
      await chargeFor(tx, payments, { menteeId: ugandan.id, usdCents: 1500 }),
      await chargeFor(tx, payments, { menteeId: tanzanian.id, usdCents: 1500 }),
    ]);
    expect(ug).toMatchObject({ provider: 'flutterwave', country: 'UG', currency: 'UGX', amountMinor: 55_500 });
    expect(tz).toBeNull();
  });

  it('five deliveries of one event, racing the return page’s check, make one paid payment and one pair of notifications', async () => {
    const m = await confirmed();
    const { authorizationUrl, reference } = await checkout(m.mentee, m.id);
    expect(authorizationUrl.startsWith(`${t.standIn.url}/v3/hosted/pay/`)).toBe(true);
    expect((await sessionOf(m.mentee, m.id)).payment!.checking).toBe(true);
    t.standIn.behaviour.deliveries = 5;
    const back = await payOnPage(authorizationUrl);
    expect(back.pathname).toBe(`/sessions/${m.id}`);
    expect(back.searchParams.get('tx_ref')).toBe(reference);
    expect(back.searchParams.get('status')).toBe('successful');
    const checks = await Promise.all([1, 2, 3].map(() => act(m.mentee, m.id, 'payment/check', { reference })));
    expect(checks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    await t.standIn.settled();

    const events = t.standIn.sent.filter((e) => e.reference === reference);
    expect(events).toHaveLength(5);
    expect(events.every((e) => e.status === 200)).toBe(true);
    expect((await sessionOf(m.mentee, m.id)).payment).toMatchObject({ status: 'paid', checking: false });
    expect(await paymentNotifications(m)).toEqual({ sent: 1, received: 1 });
    expect(await count(sql`select count(*) as n from payment_events where provider = 'flutterwave' and reference = ${reference}`)).toBe(1);
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: -UGX, platform: UGX - FEE, provider: FEE }, sum: 0 });
  });

  it('a wrong or missing verif-hash changes nothing, is kept as a mismatch, and the answer names no secret', async () => {
    const m = await confirmed();
    const { authorizationUrl, reference } = await checkout(m.mentee, m.id);
    const before = await mismatches(null, 'bad_signature');
    t.standIn.behaviour.badHash = true;
    t.standIn.behaviour.verifyAmountOverride = null;
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect(t.standIn.sent.at(-1)).toMatchObject({ reference, status: 401 });
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('pending');
    expect(await paymentNotifications(m)).toEqual({ sent: 0, received: 0 });
    expect(await mismatches(null, 'bad_signature')).toBe(before + 1);

    const event = { event: 'charge.completed', data: { id: 1, tx_ref: reference, amount: UGX, currency: 'UGX', status: 'successful' } };
    const missing = await hook(event);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('bad_signature');
    const wrong = await hook(event, FLUTTERWAVE_SECRET_HASH.slice(0, -1));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain(FLUTTERWAVE_SECRET_HASH);
    const rows = rowsOf<{ details: object }>(await t.database.db.execute(sql`select details from payment_mismatches`));
    expect(JSON.stringify(rows)).not.toContain(FLUTTERWAVE_SECRET_HASH);
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('pending');
  });

  it('a wrong amount or currency from the verify call changes nothing and is kept as a mismatch', async () => {
    for (const [override, reason] of [
      [{ verifyAmountOverride: UGX - 1 }, 'wrong_amount'],
      [{ verifyAmountOverride: UGX + 0.5 }, 'wrong_amount'],
      [{ verifyCurrencyOverride: 'TZS' }, 'wrong_currency'],
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

  it('an authentic event for a reference we never made is kept as a mismatch and answered 200', async () => {
    const res = await hook(
      { event: 'charge.completed', data: { id: 99, tx_ref: 'pm_not_ours_flw', amount: 100, currency: 'UGX', status: 'successful' } },
      FLUTTERWAVE_SECRET_HASH,
    );
    expect(res.statusCode).toBe(200);
    expect(await mismatches('pm_not_ours_flw', 'unknown_reference')).toBe(1);
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

  it('Flutterwave answering 500 once is retried with the same tx_ref; a late answer fails the checkout cleanly', async () => {
    const m = await confirmed();
    t.standIn.behaviour.failNext = 1;
    const { authorizationUrl, reference } = await checkout(m.mentee, m.id);
    expect(await (await fetch(authorizationUrl)).text()).toContain('Pay UGX 148,000');
    t.standIn.behaviour.delayMs = 3000;
    const late = await act(m.mentee, m.id, 'payment/checkout');
    expect(late.statusCode).toBe(502);
    expect(late.json().error.code).toBe('provider_unavailable');
    t.standIn.behaviour.delayMs = 0;
    const again = await checkout(m.mentee, m.id);
    expect(again.reference).not.toBe(reference);
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
    // Flutterwave completes refunds later: the next look finds it done.
    await runJobsNow();
    const tx = (ref: string) => t.standIn.transactions().find((x) => x.txRef === ref)!.id;
    expect(t.standIn.refunds().filter((r) => r.txId === tx(second.reference))).toMatchObject([{ amount: UGX, status: 'completed' }]);
    expect(t.standIn.refunds().filter((r) => r.txId === tx(first.reference))).toHaveLength(0);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: -UGX, platform: UGX - 2 * FEE, provider: 2 * FEE }, sum: 0 });
  });
});

describe('refunds through Flutterwave by the rule both members saw', () => {
  async function paidThenCancelled(o: { who: 'mentor' | 'mentee'; startsInHours: number; late?: 'none' | 'half' | 'full' }) {
    const m = await confirmed({ startsInHours: o.startsInHours, late: o.late });
    const { authorizationUrl } = await checkout(m.mentee, m.id);
    await payOnPage(authorizationUrl);
    await t.standIn.settled();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    const canceller = o.who === 'mentor' ? m.mentor : m.mentee;
    expect((await act(canceller, m.id, 'cancel', { reason: 'Something came up at work.' })).statusCode).toBe(200);
    await runJobsNow();
    const asked = (await sessionOf(m.mentor, m.id)).payment!.refund;
    await t.standIn.settled();
    await runJobsNow();
    return {
      ...m,
      asked,
      mentee: await sessionOf(m.mentee, m.id),
      mentorView: await sessionOf(m.mentor, m.id),
      ledger: await ledgerOf(m.id),
    };
  }

  it('the mentor cancelling refunds everything, shown to both as on its way until Flutterwave completes it', async () => {
    const r = await paidThenCancelled({ who: 'mentor', startsInHours: 5 });
    expect(r.asked).toEqual({ status: 'pending', amountMinor: UGX, currency: 'UGX' });
    expect(r.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
    expect(r.mentorView.payment!.refund).toEqual(r.mentee.payment!.refund);
    expect(r.ledger).toEqual({ balances: { mentee: 0, platform: -FEE, provider: FEE }, sum: 0 });
  });

  it('the mentee cancelling 24 hours or more ahead gets everything back (here Flutterwave answers the refund completed at once)', async () => {
    t.standIn.behaviour.refundAfterMs = 0;
    const r = await paidThenCancelled({ who: 'mentee', startsInHours: 48, late: 'none' });
    expect(r.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: UGX, currency: 'UGX' });
  });

  it('a late cancellation by the mentee refunds what the mentor chose: half or nothing', async () => {
    const half = await paidThenCancelled({ who: 'mentee', startsInHours: 5, late: 'half' });
    expect(half.mentee.payment!.refund).toEqual({ status: 'processed', amountMinor: UGX / 2, currency: 'UGX' });
    expect(half.ledger).toEqual({ balances: { mentee: -UGX / 2, platform: UGX / 2 - FEE, provider: FEE }, sum: 0 });
    expect(t.standIn.refunds().at(-1)).toMatchObject({ amount: UGX / 2, status: 'completed' });

    const none = await paidThenCancelled({ who: 'mentee', startsInHours: 5, late: 'none' });
    expect(none.mentee.payment!.refund).toBeNull();
    expect(none.ledger).toEqual({ balances: { mentee: -UGX, platform: UGX - FEE, provider: FEE }, sum: 0 });
  });
});
