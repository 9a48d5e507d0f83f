import { afterAll, beforeAll, expect } from 'vitest';
import type { Session } from '@prosper/shared/schemas/session';
import type { MemberOverrides } from '../seed/factories.ts';
import { type FlutterwaveStandIn, type FlutterwaveStandInOptions, startFlutterwaveStandIn } from './flutterwave-stand-in.ts';
import { type PaystackStandIn, startPaystackStandIn } from './paystack-stand-in.ts';
import { ALL_WEEK, hoursAhead } from './schedule.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from './test-app.ts';

type Env = Parameters<typeof createTestApp>[0];
type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The Kenyan account's secret key at the Paystack stand-in, and Flutterwave's key and webhook hash. */
export const PAYSTACK_KEY = 'sk_test_kenya_account';
export const FLUTTERWAVE_SECRET_KEY = 'FLWSECK_TEST-prosper-stand-in-X';
export const FLUTTERWAVE_SECRET_HASH = 'prosper-flutterwave-secret-hash';

/**
 * The whole server for a payments test file with a provider's local stand-in, built before the file's
 * tests and closed after them. The server listens on a real port so the stand-in's signed webhooks
 * reach it as the provider's would. What it returns is usable inside tests and hooks, once both are up:
 * the app as `useTestApp` gives it, the stand-in, and calls as a member.
 */
function usePaymentsApp<S extends { behaviour: { webhookUrl?: string }; close: () => Promise<void> }>(
  start: () => Promise<S>,
  env: (standIn: S) => Env,
  webhookPath: string,
) {
  let t: TestApp | undefined;
  let standIn: S | undefined;
  beforeAll(async () => {
    standIn = await start();
    t = await createTestApp(env(standIn));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    standIn.behaviour.webhookUrl = `${address}${webhookPath}`;
  });
  afterAll(async () => {
    await standIn?.close();
    await t?.close();
  });
  const ready = () => {
    if (!t || !standIn) throw new Error('usePaymentsApp: the app is built in beforeAll; use it inside a test or a hook.');
    return { t, standIn };
  };
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(ready().t)(...args);
  const act = (who: Member, id: string, step: string, body?: object) => call('POST', `/api/sessions/${id}/${step}`, who.cookie, body);
  return {
    get app() {
      return ready().t.app;
    },
    get database() {
      return ready().t.database;
    },
    get config() {
      return ready().t.config;
    },
    get mailDir() {
      return ready().t.mailDir;
    },
    get standIn() {
      return ready().standIn;
    },
    call,
    db: () => ready().t.database.db,
    /** A step of a session's life as `who` takes it: `confirm`, `payment/checkout`, `cancel`… */
    act,
    sessionOf: async (who: Member, id: string): Promise<Session> => (await call('GET', `/api/sessions/${id}`, who.cookie)).json(),
    /** Amara Okafor, a mentor of $40 an hour, free all week in Lagos unless told another zone. */
    async mentor(o: { timezone?: string } & MemberOverrides = {}) {
      const { timezone = 'Africa/Lagos', ...overrides } = o;
      const mentor = await signedInMember(ready().t, {
        role: 'mentor',
        firstName: 'Amara',
        lastName: 'Okafor',
        mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone },
        ...overrides,
      });
      expect((await call('PUT', '/api/availability', mentor.cookie, { ...ALL_WEEK, timezone })).statusCode).toBe(200);
      return mentor;
    },
    /** `mentee` books an hour of `mentor` `startsInHours` ahead (72), and the mentor confirms it: the session's id. */
    async bookConfirmed(mentor: Member, mentee: Member, o: { title?: string; startsInHours?: number } = {}) {
      const booked = await call('POST', '/api/sessions', mentee.cookie, {
        mentorId: mentor.id,
        startsAt: hoursAhead(o.startsInHours ?? 72),
        length: 60,
        title: o.title ?? 'CV review',
      });
      expect(booked.statusCode).toBe(201);
      const id = (booked.json() as Session).id;
      expect((await act(mentor, id, 'confirm')).statusCode).toBe(200);
      return id;
    },
    /** The mentee opens the checkout; the answer's page is the stand-in's. */
    async checkout(mentee: Member, id: string) {
      const res = await act(mentee, id, 'payment/checkout');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { authorizationUrl: string; reference: string };
    },
  };
}

/** Payments through the Paystack stand-in, under the Kenyan account unless `keys` names others (`KE:sk_…,NG:sk_…`). */
export function usePaystackApp(o: { keys?: string; env?: Env; standIn?: Parameters<typeof startPaystackStandIn>[0] } = {}) {
  const t = usePaymentsApp<PaystackStandIn>(
    () => startPaystackStandIn(o.standIn),
    (paystack) => ({
      PAYSTACK_SECRET_KEYS: o.keys ?? `KE:${PAYSTACK_KEY}`,
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_TIMEOUT_MS: '2000',
      ...o.env,
    }),
    '/api/payments/paystack/webhook',
  );
  return Object.assign(t, {
    /** Pays on the stand-in's page with mobile money, and waits until its webhook has been handled. */
    async payOnPage(authorizationUrl: string) {
      const paid = await fetch(`${authorizationUrl}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'channel=mobile_money',
        redirect: 'manual',
      });
      expect(paid.status).toBe(302);
      await t.standIn.settled();
    },
    /** The mentee pays session `id` on the stand-in's page with mobile money; once its webhook is in, it is paid. */
    async payWithMobileMoney(mentee: Member, id: string, authorizationUrl: string) {
      await this.payOnPage(authorizationUrl);
      expect((await t.sessionOf(mentee, id)).payment!.status).toBe('paid');
    },
  });
}

/** Payments through the Flutterwave v3 stand-in. */
export function useFlutterwaveApp(o: { env?: Env; standIn?: Omit<FlutterwaveStandInOptions, 'secretHash' | 'secretKey'> } = {}) {
  return usePaymentsApp<FlutterwaveStandIn>(
    () => startFlutterwaveStandIn({ secretHash: FLUTTERWAVE_SECRET_HASH, secretKey: FLUTTERWAVE_SECRET_KEY, ...o.standIn }),
    (flw) => ({
      FLUTTERWAVE_SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH,
      FLUTTERWAVE_BASE_URL: flw.url,
      FLUTTERWAVE_TIMEOUT_MS: '2000',
      ...o.env,
    }),
    '/api/payments/flutterwave/webhook',
  );
}
