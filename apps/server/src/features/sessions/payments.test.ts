import { en } from '@prosper/shared/i18n/en';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

type Member = Awaited<ReturnType<typeof signedInMember>>;

const mpesa = { kind: 'mpesa', tillNumber: '', phone: '+254712345678' } as const;
const bank = {
  kind: 'bank',
  bankName: 'Equity Bank',
  accountName: 'Amara Okafor',
  accountNumber: '0170293847',
  branch: 'Westlands',
  swift: 'EQBLKENA',
} as const;

async function mentor(hourlyRateCents = 4000) {
  const m = await signedInMember(t, {
    role: 'mentor',
    firstName: 'Amara',
    lastName: 'Okafor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents, timezone: 'Africa/Nairobi' },
  });
  expect((await call('PUT', '/api/availability', m.cookie, ALL_WEEK)).statusCode).toBe(200);
  return m;
}
const mentee = () => signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
const setMethods = (m: Member, methods: object[]) => call('PUT', '/api/payment-methods', m.cookie, { methods });
const act = (who: Member, id: string, step: string, body?: object) => call('POST', `/api/sessions/${id}/${step}`, who.cookie, body);
const sessionOf = async (who: Member, id: string): Promise<Session> => (await call('GET', `/api/sessions/${id}`, who.cookie)).json();
const currencyOf = (who: Member, currency: string) =>
  t.database.db.execute(sql`insert into user_account_settings (user_id, currency) values (${who.id}, ${currency})`);

/** A mentee's one-hour request of a paid mentor who takes M-Pesa and bank transfers. */
async function requested() {
  const m = await mentor();
  expect((await setMethods(m, [mpesa, bank])).statusCode).toBe(200);
  const member = await mentee();
  const res = await call('POST', '/api/sessions', member.cookie, {
    mentorId: m.id,
    startsAt: hoursAhead(30),
    length: 60,
    title: 'CV review',
  });
  expect(res.statusCode).toBe(201);
  return { m, member, session: res.json() as Session };
}

describe('a mentor’s payment methods', () => {
  it('are the mentor’s own to set and read, kept as checked, in their order', async () => {
    const m = await mentor();
    expect((await call('GET', '/api/payment-methods', m.cookie)).json()).toEqual({
      methods: [],
      chargesForSessions: true,
      lateCancelRefund: 'none',
    });
    const saved = await setMethods(m, [
      { kind: 'paypal', address: 'paypal.me/amaraokafor' },
      { kind: 'momo', country: 'Ghana', phone: '+233 24 123 4567' },
      { kind: 'mpesa', tillNumber: '512 345' },
    ]);
    expect(saved.statusCode).toBe(200);
    const expected = {
      methods: [
        { kind: 'paypal', address: 'https://paypal.me/amaraokafor' },
        { kind: 'momo', country: 'Ghana', phone: '+233241234567' },
        { kind: 'mpesa', tillNumber: '512345', phone: '' },
      ],
      chargesForSessions: true,
      lateCancelRefund: 'none',
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/payment-methods', m.cookie)).json()).toEqual(expected);
    expect((await setMethods(m, [])).json()).toEqual({ methods: [], chargesForSessions: true, lateCancelRefund: 'none' });

    const free = await mentor(0);
    expect((await call('GET', '/api/payment-methods', free.cookie)).json().chargesForSessions).toBe(false);
    const member = await mentee();
    expect((await call('GET', '/api/payment-methods', member.cookie)).statusCode).toBe(403);
    expect((await setMethods(member, [mpesa])).statusCode).toBe(403);
    expect((await call('GET', '/api/payment-methods')).statusCode).toBe(401);
  });

  it('refuses details that are wrong, with a clear message on the field, and keeps what was saved', async () => {
    const m = await mentor();
    await setMethods(m, [mpesa]);
    const refusals: [object, string, string][] = [
      [{ kind: 'mpesa', phone: '0712 345 678' }, 'phone', 'Please enter the number in international form, like +254 712 345 678.'],
      [{ kind: 'mpesa' }, 'tillNumber', 'Please enter a till number or a phone number.'],
      [{ kind: 'momo', country: 'Uganda', phone: '+254712345678' }, 'phone', 'A MoMo number in Uganda starts with +256.'],
      [{ ...bank, accountNumber: '' }, 'accountNumber', 'Please enter the account number.'],
      [{ ...bank, swift: 'NOPE' }, 'swift', 'A SWIFT code has 8 or 11 letters and digits, like KCBLKENX.'],
      [{ kind: 'paypal', address: 'my paypal' }, 'address', 'Please enter an email address or a link like https://paypal.me/yourname.'],
    ];
    for (const [method, field, message] of refusals) {
      const res = await setMethods(m, [method]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [`methods.0.${field}`]: message });
    }
    expect((await setMethods(m, [{ kind: 'cash' }])).statusCode).toBe(400);
    const hidden = await setMethods(m, [{ ...bank, bankName: 'Equity\u0007 Bank\u001b' }]);
    expect(hidden.json().error.fields).toMatchObject({ 'methods.0.bankName': en.validation.controlCharacters });
    await setMethods(m, [mpesa]);
    expect((await call('GET', '/api/payment-methods', m.cookie)).json().methods).toEqual([mpesa]);
  });
});

describe('a session’s payment details', () => {
  it('are hidden while the request waits, then shown to the mentee only, with the amount and the mentor’s currency', async () => {
    const { m, member, session } = await requested();
    expect(session.payment).toBeNull();
    expect(JSON.stringify(await sessionOf(member, session.id))).not.toContain('+254712345678');

    const confirmed: Session = (await act(m, session.id, 'confirm')).json();
    expect(confirmed.payment).toMatchObject({ status: 'pending', amountCents: 4000, mentorCurrency: 'KES', methods: null });
    const seen = await sessionOf(member, session.id);
    expect(seen.payment).toMatchObject({ status: 'pending', amountCents: 4000, mentorCurrency: 'KES', reference: null });
    expect(seen.payment?.methods).toEqual([mpesa, bank]);
    expect(seen.actions).toContain('markPaymentSent');
    // The mentee's list shows the session too, with the details; the mentor's shows none.
    const listed = (await call('GET', '/api/sessions?tab=upcoming', member.cookie)).json().items[0];
    expect(listed.payment.methods).toEqual([mpesa, bank]);
    expect((await sessionOf(m, session.id)).payment?.methods).toBeNull();

    const admin = await signedInMember(t, { role: 'admin' });
    const stranger = await mentee();
    expect((await sessionOf(admin, session.id)).payment?.methods).toBeNull();
    expect((await call('GET', `/api/sessions/${session.id}`, stranger.cookie)).statusCode).toBe(403);
    // The mentor's other mentees see nothing of them either, on a request of their own.
    const other = await call('POST', '/api/sessions', stranger.cookie, {
      mentorId: m.id,
      startsAt: hoursAhead(50),
      length: 60,
      title: 'Pricing',
    });
    expect(JSON.stringify(other.json())).not.toContain('0170293847');
    // The mentor changes them: the mentee sees the new ones at once.
    await setMethods(m, [bank]);
    expect((await sessionOf(member, session.id)).payment?.methods).toEqual([bank]);
    // The mentor's currency is the one they chose, once they chose one; until then their country's (Kenya's, above).
    await currencyOf(m, 'EUR');
    expect((await sessionOf(member, session.id)).payment?.mentorCurrency).toBe('EUR');
  });

  it('are gone once the session is cancelled, and the payment with it', async () => {
    const { m, member, session } = await requested();
    await act(m, session.id, 'confirm');
    await act(member, session.id, 'payment/sent', { reference: 'QGH7XK2L9P' });
    const cancelled: Session = (await act(member, session.id, 'cancel', { reason: 'Plans changed' })).json();
    expect(cancelled.payment).toMatchObject({ status: 'cancelled', methods: null });
    expect(cancelled.actions).not.toContain('confirmPayment');
  });

  it('a free session has no payment and shows no details', async () => {
    const m = await mentor(0);
    await setMethods(m, [mpesa]);
    const member = await mentee();
    const s: Session = (
      await call('POST', '/api/sessions', member.cookie, { mentorId: m.id, startsAt: hoursAhead(30), length: 60, title: 'Chat' })
    ).json();
    await act(m, s.id, 'confirm');
    const seen = await sessionOf(member, s.id);
    expect(seen.payment).toBeNull();
    expect(seen.actions).not.toContain('markPaymentSent');
  });
});

describe('paying', () => {
  it('the mentee says they paid with a reference; the mentor sees it, is told, and confirms receipt', async () => {
    const { m, member, session } = await requested();
    // Not before the mentor confirms.
    expect((await act(member, session.id, 'payment/sent', { reference: 'QGH7XK2L9P' })).statusCode).toBe(409);
    await act(m, session.id, 'confirm');

    const refused = await act(member, session.id, 'payment/sent', { reference: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      reference: 'Please enter the payment’s reference, such as the M-Pesa confirmation code.',
    });
    expect((await act(member, session.id, 'payment/sent', { reference: '<b>' })).json().error.fields.reference).toBe(
      'A reference starts with a letter or digit, then letters, digits, spaces and . _ / # : - only.',
    );
    expect((await act(m, session.id, 'payment/sent', { reference: 'QGH7XK2L9P' })).statusCode).toBe(403);

    const sent = await act(member, session.id, 'payment/sent', { reference: ' QGH7XK2L9P ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().payment).toMatchObject({ status: 'sent', reference: 'QGH7XK2L9P', methods: [mpesa, bank] });
    expect(sent.json().payment.sentAt).toEqual(expect.any(String));
    expect(sent.json().actions).not.toContain('markPaymentSent');
    // Once only: a second reference is refused.
    expect((await act(member, session.id, 'payment/sent', { reference: 'OTHER1' })).statusCode).toBe(409);

    const mentorView = await sessionOf(m, session.id);
    expect(mentorView.payment).toMatchObject({ status: 'sent', reference: 'QGH7XK2L9P', methods: null });
    expect(mentorView.actions).toContain('confirmPayment');
    const told = (await call('GET', '/api/mentor-notifications', m.cookie)).json().items[0];
    expect(told).toMatchObject({
      type: 'payment_received',
      title: 'Payment to Confirm',
      message: 'Chidi Eze says they paid $40.00 for "CV review" (reference QGH7XK2L9P)',
    });

    const paid: Session = (await act(m, session.id, 'payment/confirm')).json();
    expect(paid.payment).toMatchObject({ status: 'paid', reference: 'QGH7XK2L9P' });
    expect((await sessionOf(member, session.id)).payment).toMatchObject({ status: 'paid', methods: null });
    expect((await call('GET', '/api/notifications', member.cookie)).json().items[0]).toMatchObject({
      type: 'payment_sent',
      message: 'You sent $40.00 to Amara Okafor for a session',
    });
    expect((await call('GET', '/api/mentor-notifications', m.cookie)).json().items[0]).toMatchObject({
      type: 'payment_received',
      message: 'You received $40.00 from Chidi Eze for a session',
    });
    const stored = rowsOf(await t.database.db.execute(sql`select status, reference from payments where session_id = ${session.id}`));
    expect(stored).toEqual([{ status: 'paid', reference: 'QGH7XK2L9P' }]);
  });
});
