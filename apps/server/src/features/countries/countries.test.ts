import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@prosper/shared/i18n/en';
import type { ChargeRate, ChargeRateCurrency } from '@prosper/shared/schemas/charge-rates';
import type { PaymentCountry } from '@prosper/shared/schemas/payment-countries';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';

/*
 * The admin's Countries section (decision 054): payments by country and charge rates. Paystack is
 * configured for Kenya so that a confirmation charges through it; confirming never calls Paystack
 * (the checkout does), so its address leads nowhere.
 */

let t: TestApp;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const c = en.admin.countries;

beforeAll(async () => {
  t = await createTestApp({ PAYSTACK_SECRET_KEYS: 'KE:sk_test_kenya_account', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const admin = () => signedInMember(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const audit = async (targetId: string) =>
  rowsOf<{ action: string; target_type: string; reason: string }>(
    await db().execute(sql`select action, target_type, reason from admin_actions where target_id = ${targetId} order by created_at, id`),
  );
const kes = async (cookie: string) =>
  ((await call('GET', '/api/admin/charge-rates', cookie)).json().currencies as ChargeRateCurrency[]).find((x) => x.currency === 'KES')!;

describe('payments by country', () => {
  it('lists the seeded countries, adds one, changes its provider and currency, removes it, each audited', async () => {
    const a = await admin();
    const list = (await call('GET', '/api/admin/payment-countries', a.cookie)).json().countries as PaymentCountry[];
    expect(list.map((x) => `${x.code}:${x.provider}:${x.currency}`)).toEqual(
      expect.arrayContaining(['NG:paystack:NGN', 'KE:paystack:KES', 'CI:paystack:XOF', 'UG:none:UGX', 'TZ:none:TZS']),
    );

    const added = await call('PUT', '/api/admin/payment-countries/RW', a.cookie, {
      name: 'Rwanda',
      provider: 'flutterwave',
      currency: 'UGX',
      feeBasisPoints: 350,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ code: 'RW', name: 'Rwanda', provider: 'flutterwave', currency: 'UGX', feeBasisPoints: 350 });

    const changed = await call('PUT', '/api/admin/payment-countries/RW', a.cookie, {
      name: 'Rwanda',
      provider: 'none',
      currency: 'KES',
      feeBasisPoints: 0,
    });
    expect(changed.json()).toMatchObject({ provider: 'none', currency: 'KES' });
    expect(rowsOf(await db().execute(sql`select provider, currency from payment_countries where code = 'RW'`))).toEqual([
      { provider: null, currency: 'KES' },
    ]);

    expect((await call('DELETE', '/api/admin/payment-countries/RW', a.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/payment-countries/RW', a.cookie)).statusCode).toBe(404);
    expect(await audit('RW')).toEqual([
      { action: 'set_payment_country', target_type: 'payment_country', reason: 'Rwanda (RW): flutterwave, UGX, 350 bp' },
      { action: 'set_payment_country', target_type: 'payment_country', reason: 'Rwanda (RW): none, KES, 0 bp' },
      { action: 'remove_payment_country', target_type: 'payment_country', reason: 'Rwanda (RW)' },
    ]);
  });

  it('refuses bad input with 4xx in the error shape, changing nothing', async () => {
    const a = await admin();
    const good = { name: 'Kenya', provider: 'paystack', currency: 'KES', feeBasisPoints: 290 };
    const bad: [string, unknown][] = [
      ['ke', good],
      ['KEN', good],
      ['K1', good],
      ['KE', { ...good, name: 'Atlantis' }],
      ['KE', { ...good, provider: 'stripe' }],
      ['KE', { ...good, currency: 'USD' }],
      ['KE', { ...good, feeBasisPoints: -1 }],
      ['KE', { ...good, feeBasisPoints: 2001 }],
      ['KE', { ...good, feeBasisPoints: 1.5 }],
      ['KE', { ...good, extra: 1 }],
      ['KE', 'not json'],
      ['KE', null],
    ];
    for (const [code, body] of bad) {
      const res = await call('PUT', `/api/admin/payment-countries/${code}`, a.cookie, body as object);
      // A body that is not JSON is refused for its type (415), the rest for their content.
      expect(res.statusCode, `${code} ${JSON.stringify(body)}`).toBe(typeof body === 'string' ? 415 : 400);
      expect(res.json().error.code).toBeTypeOf('string');
    }
    // Ghana is GH's: another code may not claim it.
    const taken = await call('PUT', '/api/admin/payment-countries/XX', a.cookie, { ...good, name: 'Ghana' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 'country_taken', message: c.countryTaken, fields: { name: c.countryTaken } } });
    expect(rowsOf(await db().execute(sql`select code from payment_countries where code in ('XX', 'K1')`))).toEqual([]);
    expect(await audit('KE')).toEqual([]);
  });
});

describe('charge rates', () => {
  /** A $40 hour with a Kenyan mentee, confirmed: the payment is charged through Paystack in KES. */
  async function confirmedPayment() {
    const mentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000 } });
    expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
    const mentee = await signedInMember(t, { country: 'Kenya' });
    const booked = await call('POST', '/api/sessions', mentee.cookie, {
      mentorId: mentor.id,
      startsAt: hoursAhead(72),
      length: 60,
      title: 'CV review',
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as Session).id;
    expect((await call('POST', `/api/sessions/${id}/confirm`, mentor.cookie)).statusCode).toBe(200);
    const [pay] = rowsOf<{ id: string; charge_rate: string; charge_minor: number; charge_currency: string }>(
      await db().execute(
        sql`select id, charge_rate::text as charge_rate, charge_minor, charge_currency from payments where session_id = ${id}`,
      ),
    );
    return pay!;
  }

  it('a new rate is used by the next charge and not by a payment already made; a later one waits for its date', async () => {
    const a = await admin();
    const before = await confirmedPayment();
    expect(before).toMatchObject({ charge_currency: 'KES', charge_rate: '129.000000', charge_minor: 40 * 129 * 100 });

    const set = await call('POST', '/api/admin/charge-rates', a.cookie, { currency: 'KES', rate: '140.5' });
    expect(set.statusCode).toBe(201);
    const rate = set.json() as ChargeRate;
    expect(rate).toMatchObject({ currency: 'KES', rate: '140.5', setBy: 'Ada Admin' });
    const later = await call('POST', '/api/admin/charge-rates', a.cookie, {
      currency: 'KES',
      rate: '200',
      effectiveFrom: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(201);

    const after = await confirmedPayment();
    // 40 × 140.5 = 5,620 shillings, in cents.
    expect(after).toMatchObject({ charge_rate: '140.500000', charge_minor: 562_000 });
    const [kept] = rowsOf(
      await db().execute(sql`select charge_rate::text as charge_rate, charge_minor from payments where id = ${before.id}`),
    );
    expect(kept).toEqual({ charge_rate: '129.000000', charge_minor: 40 * 129 * 100 });

    const shown = await kes(a.cookie);
    expect(shown.current?.rate).toBe('140.5');
    expect(shown.scheduled.map((r) => r.rate)).toEqual(['200']);
    expect(shown.history.map((r) => r.rate)).toEqual(['129']);
    expect(await audit(rate.id)).toEqual([
      { action: 'set_charge_rate', target_type: 'charge_rate', reason: `KES 140.5 from ${rate.effectiveFrom}` },
    ]);
  });

  it('refuses a rate out of bounds, malformed, for an unknown currency or from the past, with 400 and no row', async () => {
    const a = await admin();
    const count = async () => rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from charge_rates`))[0]!.n;
    const n = await count();
    const bad: unknown[] = [
      { currency: 'KES', rate: '0' },
      { currency: 'KES', rate: '-5' },
      { currency: 'KES', rate: '0.001' },
      { currency: 'KES', rate: '100001' },
      { currency: 'KES', rate: '1e3' },
      { currency: 'KES', rate: '12.1234567' },
      { currency: 'KES', rate: 140 },
      { currency: 'KES', rate: 'NaN' },
      { currency: 'KES', rate: '' },
      { currency: 'USD', rate: '1' },
      { currency: 'KES' },
      { currency: 'KES', rate: '140', effectiveFrom: 'tomorrow' },
      { currency: 'KES', rate: '140', extra: true },
      [],
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/admin/charge-rates', a.cookie, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await call('POST', '/api/admin/charge-rates', a.cookie, {
      currency: 'KES',
      rate: '140',
      effectiveFrom: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: { code: 'rate_in_past', message: c.rateInPast, fields: { effectiveFrom: c.rateInPast } } });
    expect(await count()).toBe(n);
  });

  it('is for admins only: a member is refused and sets nothing', async () => {
    const mentor = await signedInMember(t, { role: 'mentor' });
    expect((await call('POST', '/api/admin/charge-rates', mentor.cookie, { currency: 'KES', rate: '1' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/charge-rates', mentor.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payment-countries', undefined)).statusCode).toBe(401);
  });
});

describe('SMS countries', () => {
  it('records allowing and stopping texts to a country in the audit log', async () => {
    const a = await admin();
    expect((await call('PUT', '/api/admin/sms-countries/250', a.cookie, { name: 'Rwanda' })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/sms-countries/250', a.cookie)).statusCode).toBe(204);
    expect(await audit('250')).toEqual([
      { action: 'allow_sms_country', target_type: 'sms_country', reason: 'Rwanda (+250)' },
      { action: 'disallow_sms_country', target_type: 'sms_country', reason: 'Rwanda (+250)' },
    ]);
  });
});
