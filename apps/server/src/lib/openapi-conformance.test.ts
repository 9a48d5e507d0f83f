import { createECDH, randomUUID } from 'node:crypto';
import { createHmac } from 'node:crypto';
import { type FlutterwaveStandIn, startFlutterwaveStandIn } from '../test/flutterwave-stand-in.ts';
import { type PaystackStandIn, STAND_IN_TRANSFER_OTP, startPaystackStandIn } from '../test/paystack-stand-in.ts';
import { payoutJobs } from '../features/payments/payout-jobs.ts';
import { rowsOf } from '../db/client.ts';
import {
  inboundNotification,
  metaSignature,
  startWhatsappStandIn,
  statusNotification,
  WHATSAPP_CREDENTIALS,
} from '../test/whatsapp-stand-in.ts';
import { startPushService } from '../test/push-service.ts';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, expectDocumented, type OpenApiDocument, openApiDocument } from '../test/openapi-conformance.ts';
import { unsubscribeToken } from '../features/newsletter/tokens.ts';
import { signUpBody } from '../test/sign-up-body.ts';
import { ORIGIN, sessionCookie, signedInMember, waitForMail } from '../test/test-app.ts';
import { ALL_WEEK, HOUR, hoursAhead } from '../test/schedule.ts';
import { useTestApp } from '../test/use-test-app.ts';

/*
 * Every operation of the OpenAPI document, called on its happy path with members, articles,
 * conversations and sessions made through the real API, answers with a status the document lists
 * and a body its schema accepts; so do the refusals a visitor meets. An operation the document has
 * and no call here exercises fails the suite.
 */

// Paystack for Nigeria, against the stand-in: the provider's routes have a happy path of their own.
const PAYSTACK_KEY = 'sk_test_conformance_ng';
let paystack: PaystackStandIn;
// And Flutterwave (Uganda, Tanzania), against its own stand-in.
const FLUTTERWAVE_HASH = 'conformance-flutterwave-hash';
let flutterwave: FlutterwaveStandIn;
// A push service for the push test (issue 28, item 7), which really sends.
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  paystack = await startPaystackStandIn();
  flutterwave = await startFlutterwaveStandIn({ secretHash: FLUTTERWAVE_HASH });
  pushService = await startPushService();
});
afterAll(async () => {
  await paystack?.close();
  await flutterwave?.close();
  await pushService?.close();
});
// WhatsApp against its stand-in (decision 053): the choice, a test message and Meta's webhook.
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;
beforeAll(async () => {
  whatsapp = await startWhatsappStandIn();
});
afterAll(() => whatsapp?.close());
const t = useTestApp(() => ({
  PAYSTACK_SECRET_KEYS: `NG:${PAYSTACK_KEY}`,
  PAYSTACK_BASE_URL: paystack.url,
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-conformance-X',
  FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE_HASH,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
  WHATSAPP_TOKEN: WHATSAPP_CREDENTIALS.token,
  WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_CREDENTIALS.phoneNumberId,
  WHATSAPP_APP_SECRET: WHATSAPP_CREDENTIALS.appSecret,
  WHATSAPP_VERIFY_TOKEN: WHATSAPP_CREDENTIALS.verifyToken,
  WHATSAPP_BASE_URL: whatsapp.origin,
  PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,${pushService.origin}`,
}));
let doc: OpenApiDocument;
const exercised = new Set<string>();

beforeAll(async () => {
  doc = await openApiDocument(t.app);
});

type Caller = { cookie: string } | null;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any answer, held to the document. */
async function call(method: Method, url: string, who: Caller, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who && { cookie: who.cookie }) },
    ...(payload && { payload }),
  });
  return { res, operation: expectDocumented(doc, method, url, res) };
}

/** A happy path: a 2xx, held to the document, and the operation counted as exercised. */
async function ok(method: Method, url: string, who: Caller, payload?: object) {
  const { res, operation } = await call(method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  exercised.add(operation);
  return res.statusCode === 204 ? null : res.json();
}

async function upload(url: string, who: Caller) {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#14532d' } })
    .png()
    .toBuffer();
  const boundary = '----conformance';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, ...(who && { cookie: who.cookie }), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  exercised.add(expectDocumented(doc, 'POST', url, res));
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

describe('every operation of the OpenAPI document answers as it documents', () => {
  type Member = Awaited<ReturnType<typeof signedInMember>>;
  let author: Member;
  let reader: Member;
  let mentor: Member;

  beforeAll(async () => {
    author = await signedInMember(t, { firstName: 'Amina', lastName: 'Yusuf' });
    reader = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
    mentor = await signedInMember(t, {
      role: 'mentor',
      firstName: 'Amara',
      lastName: 'Okafor',
      mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'Africa/Lagos', skills: ['Product design'] },
    });
  });

  it('accounts, health, places and the landing page', async () => {
    await ok('GET', '/api/health', null);
    expect(await ok('GET', '/api/landing', null)).toMatchObject({
      mentors: [{ id: mentor.id, firstName: 'Amara', hourlyRateCents: 4000 }],
      figures: { mentors: 1 },
    });
    expect(await ok('GET', '/api/places?q=Nairo', null)).toMatchObject({
      places: expect.arrayContaining([expect.stringContaining('Nairobi')]),
    });
    await ok('POST', '/api/accounts/sign-up', null, signUpBody());
    expect(await ok('GET', '/api/me', null)).toBeNull();
    expect(await ok('GET', '/api/me', author)).toMatchObject({ user: { id: author.id }, profile: { firstName: 'Amina' } });
  });

  it('signing in and out, confirming an address and resetting a password (better-auth)', async () => {
    const body = signUpBody();
    await ok('POST', '/api/accounts/sign-up', null, body);
    await ok('POST', '/api/auth/send-verification-email', null, { email: body.email });
    const confirmation = await waitForMail(t.mailDir, body.email);
    const token = new URL(confirmation.links[0]!).searchParams.get('token')!;
    expect(await ok('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, null)).toEqual({ status: true });

    // The session is in the httpOnly cookie only: the answer names the member and nothing else.
    const signedIn = await call('POST', '/api/auth/sign-in/email', null, { email: body.email, password: body.password });
    expect(signedIn.res.statusCode).toBe(200);
    exercised.add(signedIn.operation);
    expect(signedIn.res.json()).toEqual({ user: { id: expect.any(String), email: body.email, emailVerified: true } });
    const cookie = sessionCookie(signedIn.res);
    expect(signedIn.res.body).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    expect(await ok('POST', '/api/auth/sign-out', { cookie }, {})).toEqual({ success: true });

    await ok('POST', '/api/auth/request-password-reset', null, { email: body.email });
    const reset = await waitForMail(t.mailDir, body.email, { subject: /Reset/ });
    const resetToken = decodeURIComponent(reset.links[0]!.split('#token=')[1]!);
    await ok('POST', '/api/auth/reset-password', null, { token: resetToken, newPassword: 'a-new-password-7' });
    // better-auth's refusals, in the document's words.
    const refusals = [
      await call('POST', '/api/auth/sign-in/email', null, { email: body.email, password: body.password }),
      await call('POST', '/api/auth/reset-password', null, { token: resetToken, newPassword: 'a-third-password-8' }),
      await call('GET', '/api/auth/verify-email?token=not.a.token', null),
    ];
    expect(refusals.map(({ res }) => res.statusCode)).toEqual([401, 400, 401]);
  });

  it('profiles, follows and mentors', async () => {
    expect(await upload('/api/profiles/me/avatar', author)).toMatchObject({ avatarUrl: expect.any(String) });
    await ok('GET', '/api/profiles/me', author);
    await ok('PATCH', '/api/profiles/me', author, { firstName: 'Amina', lastName: 'Yusuf', bio: 'Designer in Lagos' });
    await ok('GET', `/api/profiles/${mentor.id}`, reader);
    await ok('GET', '/api/members?q=Am', reader);
    await ok('GET', `/api/mentors/${mentor.id}`, null);
    await ok('PUT', `/api/profiles/${author.id}/follow`, reader);
    await ok('GET', `/api/profiles/${author.id}/followers`, reader);
    await ok('GET', `/api/profiles/${reader.id}/following`, reader);
    await ok('DELETE', `/api/profiles/${author.id}/follow`, reader);
    await ok('GET', '/api/mentors?q=Amara', reader);
    await ok('GET', '/api/mentors/suggestions', reader);
    await ok('GET', '/api/mentors/filters', reader);

    const newcomer = await signedInMember(t, { role: 'mentor', firstName: 'Kwame', lastName: 'Mensah' });
    const steps = [
      { step: 1, data: { title: 'Engineering manager', company: 'Andela', bio: 'Ten years of leading engineering teams across Africa.' } },
      { step: 2, data: { skills: ['Leadership'], specializations: ['Engineering'] } },
      { step: 3, data: { yearsExperience: 10, hourlyRate: 30 } },
      { step: 4, data: { languages: ['English'], timezone: 'Africa/Accra' } },
    ];
    for (const body of steps) await ok('PUT', '/api/mentor-onboarding', newcomer, body);
    expect(await ok('POST', '/api/mentor-onboarding/complete', newcomer)).toMatchObject({ mentor: { onboardingCompleted: true } });
  });

  it('articles, reactions, comments and the draft', async () => {
    expect(await ok('GET', '/api/article-draft', author)).toBeNull();
    await ok('PUT', '/api/article-draft', author, { title: 'Half a thought', content: 'To be continued' });
    await ok('GET', '/api/article-draft', author);
    await ok('DELETE', '/api/article-draft', author);

    const { imageUrl } = await upload('/api/articles/images', author);
    const { id: mediaId } = await upload('/api/media?kind=image', author);
    await t.app.jobs.runDue();
    const photo = await ok('GET', `/api/media/${mediaId}`, author);
    const article = await ok('POST', '/api/articles', author, {
      title: 'Finding a mentor',
      content: `Ask **early**, and ask often.\n\n![A mentor and a mentee](${photo.url})`,
      tags: ['career'],
      imageUrl,
    });
    await ok('GET', '/api/articles', null);
    await ok('GET', `/api/articles/${article.id}`, reader);
    await ok('PATCH', `/api/articles/${article.id}`, author, { title: 'Finding a mentor early' });
    await ok('PUT', `/api/articles/${article.id}/like`, reader);
    await ok('DELETE', `/api/articles/${article.id}/like`, reader);
    await ok('PUT', `/api/articles/${article.id}/like`, reader);
    await ok('PUT', `/api/articles/${article.id}/save`, reader);
    await ok('GET', '/api/saved-articles', reader);
    await ok('DELETE', `/api/articles/${article.id}/save`, reader);
    await ok('POST', `/api/articles/${article.id}/share`, reader);

    const comment = await ok('POST', `/api/articles/${article.id}/comments`, reader, { content: 'So true' });
    await ok('POST', `/api/articles/${article.id}/comments`, author, { content: 'Thank you', parentId: comment.id });
    const thread = await ok('GET', `/api/articles/${article.id}/comments`, null);
    expect(thread.items[0].replies).toHaveLength(1);
    await ok('PATCH', `/api/comments/${comment.id}`, reader, { content: 'So very true' });
    await ok('DELETE', `/api/comments/${comment.id}`, reader);
    await ok('DELETE', `/api/articles/${article.id}`, author);
  });

  it('goals, their milestones, sharing and comments, and the welcome', async () => {
    await t.database.db.execute(sql`
      insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents)
      values (${mentor.id}, ${reader.id}, 'Portfolio review', 'completed', now() - interval '2 days', now() - interval '47 hours', now() - interval '47 hours', 0)`);
    const goal = await ok('POST', '/api/goals', reader, { title: 'Ship a portfolio', milestones: [{ title: 'Pick three projects' }] });
    await ok('GET', '/api/goals', reader);
    await ok('GET', `/api/goals/${goal.id}`, reader);
    await ok('PATCH', `/api/goals/${goal.id}`, reader, { why: 'To apply for design roles.' });
    await ok('PUT', `/api/goal-milestones/${goal.milestones[0].id}`, reader, { done: true });
    expect(await ok('GET', '/api/goals/mentors', reader)).toMatchObject({ items: [{ id: mentor.id }] });
    await ok('PUT', `/api/goals/${goal.id}/share`, reader, { mentorId: mentor.id });
    await ok('GET', '/api/goals/shared', mentor);
    await ok('POST', `/api/goals/${goal.id}/comments`, mentor, { content: 'Lead with the strongest one.' });
    await ok('GET', `/api/goals/${goal.id}/comments`, reader);
    await ok('DELETE', `/api/goals/${goal.id}`, reader);
    await ok('GET', '/api/welcome', reader);
    await ok('PUT', '/api/welcome', reader, { outcome: 'finished' });
  });

  it('reports, and the admins’ queue with its two resolutions', async () => {
    const admin = await signedInMember(t, { role: 'admin', firstName: 'Abena', lastName: 'Owusu' });
    const article = await ok('POST', '/api/articles', author, { title: 'Followers for sale', content: 'Cheap.', tags: [] });
    const comment = await ok('POST', `/api/articles/${article.id}/comments`, author, { content: 'Message me to buy.' });
    await ok('POST', '/api/reports', reader, { contentType: 'article', contentId: article.id, reason: 'spam' });
    await ok('POST', '/api/reports', reader, { contentType: 'comment', contentId: comment.id, reason: 'spam', details: 'Selling.' });
    await ok('POST', '/api/reports', reader, { contentType: 'profile', contentId: author.id, reason: 'impersonation' });
    const queue = await ok('GET', '/api/admin/reports', admin);
    expect(queue.items.length).toBeGreaterThanOrEqual(3);
    await ok('POST', '/api/admin/reports/dismiss', admin, { contentType: 'profile', contentId: author.id });
    await ok('POST', '/api/admin/reports/remove', admin, {
      contentType: 'article',
      contentId: article.id,
      reason: 'spam',
      note: 'No sales.',
    });
    const spammer = await signedInMember(t, { firstName: 'Jabari', lastName: 'Mwita' });
    await ok('POST', '/api/reports', reader, { contentType: 'profile', contentId: spammer.id, reason: 'spam' });
    await ok('POST', '/api/admin/reports/suspend', admin, { contentType: 'profile', contentId: spammer.id, reason: 'Spam.', until: null });
    const { res } = await call('GET', '/api/admin/reports', reader);
    expect(res.statusCode).toBe(403);
  });

  it('conversations, blocks, reports and message settings', async () => {
    const thread = await ok('POST', '/api/messages/threads', author, { recipientId: reader.id });
    const { id: attached } = await upload('/api/media?kind=image&private=true', author);
    await t.app.jobs.runDue();
    const message = await ok('POST', `/api/messages/threads/${thread.id}/messages`, author, {
      content: 'Hello Chidi',
      mediaIds: [attached],
    });
    await ok('GET', '/api/messages/threads', reader);
    await ok('GET', `/api/messages/threads/${thread.id}`, reader);
    await ok('GET', `/api/messages/threads/${thread.id}/messages`, reader);
    expect(await ok('GET', '/api/messages/unread-count', reader)).toEqual({ unread: 1 });
    await ok('POST', `/api/messages/threads/${thread.id}/read`, reader);
    await ok('POST', '/api/reports', reader, {
      contentType: 'message',
      contentId: message.id,
      reason: 'spam',
      details: 'Testing the path',
    });
    await ok('DELETE', `/api/messages/${message.id}`, author);

    await ok('PUT', `/api/members/${mentor.id}/block`, author);
    expect(await ok('GET', '/api/members/blocked', author)).toMatchObject({ items: [{ id: mentor.id }] });
    await ok('DELETE', `/api/members/${mentor.id}/block`, author);
    await ok('GET', '/api/message-settings', author);
    await ok('PATCH', '/api/message-settings', author, { readReceiptsEnabled: false });
  });

  it('sessions, from availability to review, and the mentor’s figures', async () => {
    await ok('GET', '/api/availability', mentor);
    await ok('PUT', '/api/availability', mentor, ALL_WEEK);
    await ok('PUT', '/api/payment-methods', mentor, {
      methods: [
        { kind: 'mpesa', tillNumber: '512345' },
        { kind: 'momo', country: 'Ghana', phone: '+233 24 123 4567' },
        { kind: 'bank', bankName: 'Equity Bank', accountName: 'Amara Okafor', accountNumber: '0170293847' },
        { kind: 'paypal', address: 'paypal.me/amaraokafor' },
      ],
    });
    await ok('GET', '/api/payment-methods', mentor);
    // Where sessions paid in the app are paid to the mentor (decision 055): checked with the stand-in's bank lookup.
    expect((await ok('GET', '/api/payout-account/banks?currency=NGN', mentor)).banks).toContainEqual({
      code: '058',
      name: 'Guaranty Trust Bank',
      kind: 'bank',
    });
    paystack.addBankAccount('058', '0123456789', 'AMARA OKAFOR');
    const account = await ok('PUT', '/api/payout-account', mentor, {
      currency: 'NGN',
      kind: 'bank',
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(await ok('GET', '/api/payout-account', mentor)).toMatchObject({ accounts: [{ last4: '6789', accountName: 'AMARA OKAFOR' }] });
    await ok('DELETE', `/api/payout-account/${account.id}`, mentor);
    await ok('GET', `/api/mentors/${mentor.id}/slots?length=60&days=3`, reader);
    const book = (hours: number) =>
      ok('POST', '/api/sessions', reader, { mentorId: mentor.id, startsAt: hoursAhead(hours), length: 60, title: 'CV review' });
    const step = (who: Member, id: string, path: string, body: object = {}) => ok('POST', `/api/sessions/${id}/${path}`, who, body);

    const moved = await book(72);
    await ok('GET', '/api/sessions?tab=pending', reader);
    await ok('GET', `/api/sessions/${moved.id}`, reader);
    await step(mentor, moved.id, 'confirm');
    const ics = await call('GET', `/api/sessions/${moved.id}/calendar.ics`, reader);
    expect(ics.res.statusCode).toBe(200);
    exercised.add(ics.operation);
    await step(mentor, moved.id, 'reschedule', { startsAt: hoursAhead(100) });
    await step(reader, moved.id, 'reschedule/accept');
    await step(reader, moved.id, 'reschedule', { startsAt: hoursAhead(110) });
    await step(mentor, moved.id, 'reschedule/decline');
    await step(reader, moved.id, 'cancel', { reason: 'Something came up' });

    const declined = await book(80);
    await step(mentor, declined.id, 'decline', { reason: 'Travelling' });

    const held = await book(90);
    await step(mentor, held.id, 'confirm');
    await shiftIntoPast(held.id, 90);
    await step(mentor, held.id, 'complete');
    await step(reader, held.id, 'review', { rating: 5, comment: 'Clear and kind advice' });
    await step(mentor, held.id, 'review/reply', { reply: 'Thank you!' });
    // The mentee's answer carries the mentor's methods, each of its own kind.
    await step(reader, held.id, 'payment/sent', { reference: 'QGH7XK2L9P' });
    await step(mentor, held.id, 'payment/confirm');
    await ok('GET', `/api/mentors/${mentor.id}/reviews`, reader);

    // Through Paystack: a mentee in Nigeria opens the checkout, pays on the stand-in's page, and the return check and the webhook settle it.
    const payer = await signedInMember(t, { firstName: 'Ngozi', lastName: 'Adeyemi', country: 'Nigeria' });
    const online = await ok('POST', '/api/sessions', payer, {
      mentorId: mentor.id,
      startsAt: hoursAhead(120),
      length: 60,
      title: 'Pricing',
    });
    await step(mentor, online.id, 'confirm');
    const { reference } = await step(payer, online.id, 'payment/checkout');
    paystack.pay(reference);
    await paystack.settled();
    expect((await step(payer, online.id, 'payment/check', { reference })).payment.status).toBe('paid');
    const transaction = paystack.transactions().find((x) => x.reference === reference)!;
    const event = JSON.stringify({
      event: 'charge.success',
      data: { id: transaction.id, status: 'success', reference, amount: transaction.amount, currency: transaction.currency },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', PAYSTACK_KEY).update(event).digest('hex'),
      },
      payload: event,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    exercised.add(expectDocumented(doc, 'POST', '/api/payments/paystack/webhook', hook));

    // Through Flutterwave: a mentee in Uganda pays on the stand-in's page; its charge.completed (verif-hash) is answered as documented.
    const ugandan = await signedInMember(t, { firstName: 'Nakato', lastName: 'Mukasa', country: 'Uganda' });
    const viaFlutterwave = await ok('POST', '/api/sessions', ugandan, {
      mentorId: mentor.id,
      startsAt: hoursAhead(125),
      length: 30,
      title: 'Selling at the market',
    });
    await step(mentor, viaFlutterwave.id, 'confirm');
    const flw = await step(ugandan, viaFlutterwave.id, 'payment/checkout');
    flutterwave.behaviour.dropEvents = true;
    await flutterwave.pay(flw.reference);
    const paid = flutterwave.transactions().find((x) => x.txRef === flw.reference)!;
    const flwHook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/flutterwave/webhook',
      headers: { 'content-type': 'application/json', 'verif-hash': FLUTTERWAVE_HASH },
      payload: JSON.stringify({
        event: 'charge.completed',
        data: { id: paid.id, tx_ref: paid.txRef, amount: paid.amount, currency: paid.currency, status: 'successful' },
      }),
    });
    expect(flwHook.statusCode, flwHook.body).toBe(200);
    exercised.add(expectDocumented(doc, 'POST', '/api/payments/flutterwave/webhook', flwHook));
    expect((await ok('GET', `/api/sessions/${viaFlutterwave.id}`, ugandan)).payment.status).toBe('paid');

    // Decision 051: the mentee reports the mentor absent, an admin finds it by reference in each list and decides it.
    await shiftIntoPast(online.id, 90);
    expect((await step(payer, online.id, 'payment/dispute', { note: 'Nobody joined.' })).payment.dispute).toMatchObject({ status: 'open' });
    const payAdmin = { cookie: (await signedInMember(t, { role: 'admin' })).cookie };
    expect((await ok('GET', `/api/admin/payments?q=${reference}`, payAdmin)).items).toHaveLength(1);
    const [dispute] = (await ok('GET', `/api/admin/payments/disputes?q=${reference}`, payAdmin)).items;
    await ok('GET', '/api/admin/payments/mismatches', payAdmin);
    await ok('GET', '/api/admin/payments/payouts', payAdmin);
    expect(
      await ok('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, payAdmin, {
        outcome: 'refunded',
        reason: 'Checked the room.',
      }),
    ).toMatchObject({
      status: 'refunded',
    });
    expect((await ok('GET', `/api/admin/payments/refunds?q=${reference}`, payAdmin)).items).toHaveLength(1);

    // Decision 061: a payout Paystack holds for its OTP (the stand-in's OTP mode), as the transfer job leaves it; an admin resends and enters it.
    await ok('PUT', '/api/payout-account', mentor, { currency: 'NGN', kind: 'bank', bankCode: '058', accountNumber: '0123456789' });
    const [attempt] = rowsOf<{ id: string; payment_id: string }>(
      await t.database.db.execute(sql`select id, payment_id from payment_attempts where reference = ${reference}`),
    );
    const payoutId = randomUUID();
    await t.database.db.execute(sql`
      insert into payouts (id, payment_id, attempt_id, mentor_id, provider, country, currency, amount_minor, status, reference)
      values (${payoutId}, ${attempt!.payment_id}, ${attempt!.id}, ${mentor.id}, 'paystack', 'NG', 'NGN', 10000, 'queued', ${`payout-${payoutId}-1`})`);
    paystack.behaviour.transferOtp = true;
    await payoutJobs(t.app).payout_transfer!({ payoutId }, { id: 0, attempts: 1 });
    paystack.behaviour.transferOtp = false;
    expect(await ok('POST', `/api/admin/payments/payouts/${payoutId}/otp/resend`, payAdmin)).toMatchObject({ status: 'awaiting_otp' });
    expect(await ok('POST', `/api/admin/payments/payouts/${payoutId}/otp`, payAdmin, { otp: STAND_IN_TRANSFER_OTP })).toMatchObject({
      status: 'sent',
    });

    const missed = await book(95);
    await step(mentor, missed.id, 'confirm');
    await shiftIntoPast(missed.id, 11);
    await step(mentor, missed.id, 'no-show');

    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * HOUR).toISOString().slice(0, 10);
    await ok('GET', `/api/analytics/mentor?from=${day(-30)}&to=${day(10)}`, mentor);
    await ok('GET', '/api/analytics/mentor/earnings', mentor);
    const earningsCsv = await call('GET', '/api/analytics/mentor/earnings/export', mentor);
    expect(earningsCsv.res.statusCode).toBe(200);
    exercised.add(earningsCsv.operation);
  });

  // After the sessions: the reader and the mentor have been told of each step.
  it('notifications, the mentor stream and the settings', async () => {
    const { items } = await ok('GET', '/api/notifications', reader);
    expect(items.length).toBeGreaterThan(1);
    await ok('GET', '/api/notifications/counts', reader);
    await ok('PATCH', `/api/notifications/${items[0].id}`, reader, { read: true });
    await ok('DELETE', `/api/notifications/${items[1].id}`, reader);
    await ok('POST', '/api/notifications/read-all', reader);
    await ok('DELETE', '/api/notifications', reader);

    const stream = await ok('GET', '/api/mentor-notifications', mentor);
    expect(stream.items.length).toBeGreaterThan(1);
    await ok('GET', '/api/mentor-notifications/counts', mentor);
    await ok('PATCH', `/api/mentor-notifications/${stream.items[0].id}`, mentor, { read: true });
    await ok('DELETE', `/api/mentor-notifications/${stream.items[1].id}`, mentor);
    await ok('POST', '/api/mentor-notifications/read-all', mentor);

    await ok('GET', '/api/notification-settings', reader);
    // Web push (decision 047): the key to subscribe with, this device subscribed, listed and removed.
    await ok('GET', '/api/push/public-key', reader);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = await ok('POST', '/api/push-subscriptions', reader, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/conformance-device',
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect((await ok('GET', '/api/push-subscriptions', reader)).devices).toHaveLength(1);
    await ok('DELETE', `/api/push-subscriptions/${device.id}`, reader);
    // "Send a test" on each channel (issue 28, item 7); the push goes to a stand-in device.
    const testDevice = await ok('POST', '/api/push-subscriptions', reader, pushService.device('conformance').subscription);
    await ok('POST', '/api/push/test', reader);
    await ok('DELETE', `/api/push-subscriptions/${testDevice.id}`, reader);
    await ok('POST', '/api/in-app/test', reader);
    await ok('POST', '/api/email/test', reader);
    await ok('PATCH', '/api/notification-settings', reader, { quietHoursEnabled: true, quietHoursStart: '22:00', quietHoursEnd: '07:00' });
    await ok('GET', '/api/privacy-settings', reader);
    await ok('PATCH', '/api/privacy-settings', reader, { showSessionHistory: false });
    await ok('GET', '/api/account-settings', reader);
    await ok('PATCH', '/api/account-settings', reader, { currency: 'KES', theme: 'system' });
  });

  // After the sessions and notifications: the reader's file holds them.
  it('the member’s own data, as a file', async () => {
    const file = await ok('GET', '/api/export', reader);
    expect(file).toMatchObject({
      profile: { id: reader.id },
      sessions: expect.arrayContaining([expect.objectContaining({ role: 'mentee' })]),
    });
  });

  it('deleting an account, the closed account’s sign-in, and restoring it', async () => {
    const m = await signedInMember(t);
    const me = { cookie: m.cookie };
    const { res: wrong } = await call('DELETE', '/api/account', me, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    await ok('DELETE', '/api/account', me, { password: m.password });
    const { res: closed } = await call('POST', '/api/auth/sign-in/email', null, { email: m.email, password: m.password });
    expect([closed.statusCode, closed.json().error.code]).toEqual([403, 'account_closed']);
    await ok('POST', '/api/account/restore', null, { email: m.email, password: m.password });
    const { res: open } = await call('POST', '/api/account/restore', null, { email: m.email, password: m.password });
    expect(open.statusCode).toBe(409);
  });

  it('the admin area: overview, members, roles, suspension and the audit log', async () => {
    const admin = await signedInMember(t, { role: 'admin', firstName: 'Abena' });
    const a = { cookie: admin.cookie };
    const m = await signedInMember(t, { firstName: 'Kofi' });
    expect(await ok('GET', '/api/admin/overview', a)).toMatchObject({ signUpsByWeek: expect.any(Array) });
    expect((await ok('GET', `/api/admin/members?q=${encodeURIComponent(m.email)}&status=active`, a)).items).toHaveLength(1);
    await ok('PUT', `/api/admin/members/${m.id}/admin`, a);
    expect(await ok('DELETE', `/api/admin/members/${m.id}/admin`, a)).toEqual({ role: 'mentee' });
    expect(await ok('PUT', `/api/admin/members/${m.id}/suspension`, a, { reason: 'Spam' })).toMatchObject({ reason: 'Spam', until: null });
    const { res: suspended } = await call('POST', '/api/auth/sign-in/email', null, { email: m.email, password: m.password });
    expect([suspended.statusCode, suspended.json().error.code]).toEqual([403, 'account_suspended']);
    expect(await ok('GET', `/api/admin/members/${m.id}`, a)).toMatchObject({ status: 'suspended' });
    await ok('DELETE', `/api/admin/members/${m.id}/suspension`, a);
    const { res: notSuspended } = await call('DELETE', `/api/admin/members/${m.id}/suspension`, a);
    expect(notSuspended.statusCode).toBe(409);
    const { res: lastOrNot } = await call('DELETE', `/api/admin/members/${m.id}/admin`, a);
    expect(lastOrNot.statusCode).toBe(409);
    expect((await ok('GET', '/api/admin/audit-log', a)).items[0]).toMatchObject({ action: 'lift_suspension' });
  });

  it('Countries (decision 054): payment countries and charge rates', async () => {
    const a = { cookie: (await signedInMember(t, { role: 'admin' })).cookie };
    expect((await ok('GET', '/api/admin/payment-countries', a)).countries).toContainEqual(expect.objectContaining({ code: 'KE' }));
    await ok('PUT', '/api/admin/payment-countries/RW', a, {
      name: 'Rwanda',
      provider: 'flutterwave',
      currency: 'UGX',
      feeBasisPoints: 350,
    });
    await ok('DELETE', '/api/admin/payment-countries/RW', a);
    expect((await ok('POST', '/api/admin/charge-rates', a, { currency: 'KES', rate: '130' })).rate).toBe('130');
    expect((await ok('GET', '/api/admin/charge-rates', a)).currencies).toHaveLength(7);
  });

  it('SMS (decision 049): countries, a phone verified with the code from the file transport, a test text', async () => {
    const a = { cookie: (await signedInMember(t, { role: 'admin' })).cookie };
    await ok('PUT', '/api/admin/sms-countries/254', a, { name: 'Kenya' });
    await ok('PUT', '/api/admin/sms-countries/255', a, { name: 'Tanzania' });
    expect((await ok('GET', '/api/admin/sms-countries', a)).countries).toContainEqual({ callingCode: '254', name: 'Kenya' });
    await ok('DELETE', '/api/admin/sms-countries/255', a);
    const me = { cookie: (await signedInMember(t, { phone: '+254 722 480 913' })).cookie };
    expect(await ok('GET', '/api/sms/phone', me)).toMatchObject({ phone: '+254722480913', verified: false });
    await ok('POST', '/api/sms/phone/code', me);
    // No provider set: the text is a file in DATA_DIR/sms.
    const folder = path.join(t.config.dataDir, 'sms');
    const texts = await Promise.all((await readdir(folder)).map((f) => readFile(path.join(folder, f), 'utf8')));
    const code = /To: \+254722480913\n\nYour Prosper Mentor code is (\d{6})/.exec(texts.join('\n'))![1]!;
    expect(await ok('POST', '/api/sms/phone/verify', me, { code })).toMatchObject({ verified: true });
    await ok('POST', '/api/sms/test', me);
    await ok('POST', `/api/sms/africastalking/opt-out?token=${t.config.sms.callbackToken}`, null, { phoneNumber: '+254722480913' });
    expect(await ok('GET', '/api/sms/phone', me)).toMatchObject({ optedOut: true });
  });

  it('WhatsApp (decision 053): the choice, a test template, the handshake and a signed status', async () => {
    const m = await signedInMember(t, { phone: '+254 722 480 914' });
    await t.database.db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya') on conflict do nothing`);
    await t.database.db.execute(
      sql`insert into member_phones (user_id, phone, tries_left, verified_at) values (${m.id}, '+254722480914', 0, now())`,
    );
    const me = { cookie: m.cookie };
    expect(await ok('GET', '/api/whatsapp', me)).toEqual({ available: true, channel: 'sms', optedInAt: null, stoppedAt: null });
    expect(await ok('PUT', '/api/whatsapp/channel', me, { channel: 'whatsapp' })).toMatchObject({ channel: 'whatsapp' });
    await ok('POST', '/api/whatsapp/test', me);
    const handshake = await call(
      'GET',
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_CREDENTIALS.verifyToken}&hub.challenge=31337`,
      null,
    );
    expect([handshake.res.statusCode, handshake.res.body]).toEqual([200, '31337']);
    exercised.add(handshake.operation);
    const id = whatsapp.received.at(-1)!.id;
    const body = JSON.stringify(statusNotification({ id, status: 'delivered', to: '254722480914' }));
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body) },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    exercised.add(expectDocumented(doc, 'POST', '/api/whatsapp/webhook', hook));
    // The member replies STOP (decision 058): documented, and WhatsApp stops for the number.
    const stop = JSON.stringify(inboundNotification({ from: '254722480914', text: 'STOP' }));
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(stop) },
      payload: stop,
    });
    expectDocumented(doc, 'POST', '/api/whatsapp/webhook', stopped);
    expect(await ok('GET', '/api/whatsapp', me)).toMatchObject({ stoppedAt: expect.any(String) });
    const { res: forged } = await call('GET', '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1', null);
    expect(forged.statusCode).toBe(403);
  });

  it('security: settings, sign-ins, two-factor, password and email (better-auth)', async () => {
    const m = await signedInMember(t);
    const me = { cookie: m.cookie };
    await ok('GET', '/api/security-settings', me);
    const settings = { backupEmail: null, backupPhone: null, sessionTimeoutMinutes: 60, maxActiveSessions: 5 };
    await ok('PUT', '/api/security-settings', me, { ...settings, loginNotificationsEnabled: true, suspiciousActivityAlertsEnabled: true });
    const spare = {
      cookie: sessionCookie((await call('POST', '/api/auth/sign-in/email', null, { email: m.email, password: m.password })).res),
    };
    const { signIns } = await ok('GET', '/api/sign-ins', me);
    await ok('DELETE', `/api/sign-ins/${signIns.find((s: { current: boolean }) => !s.current).id}`, me);
    await ok('POST', '/api/auth/revoke-other-sessions', me, {});
    await ok('POST', '/api/auth/change-email', me, { newEmail: `moved-${m.email}` });
    expect((await call('GET', '/api/sign-ins', spare)).res.statusCode).toBe(401);

    const { totpURI, backupCodes } = await ok('POST', '/api/auth/two-factor/enable', me, { password: m.password });
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const enabled = await call('POST', '/api/auth/two-factor/verify-totp', me, { code: totp.generate() });
    exercised.add(enabled.operation);
    const on = { cookie: sessionCookie(enabled.res) };
    const pending = async () => {
      const first = await call('POST', '/api/auth/sign-in/email', null, { email: m.email, password: m.password });
      expect(first.res.json()).toEqual({ twoFactorRedirect: true });
      return { cookie: first.res.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    };
    await ok('POST', '/api/auth/two-factor/verify-totp', await pending(), { code: totp.generate() });
    await ok('POST', '/api/auth/two-factor/verify-backup-code', await pending(), { code: backupCodes[0] });
    const off = await ok('POST', '/api/auth/two-factor/disable', on, { password: m.password, code: totp.generate() });
    expect(off).toEqual({ status: true });
    const again = {
      cookie: sessionCookie((await call('POST', '/api/auth/sign-in/email', null, { email: m.email, password: m.password })).res),
    };
    const refusals = [
      await call('POST', '/api/auth/two-factor/verify-totp', null, { code: '123456' }),
      await call('POST', '/api/auth/change-password', again, {
        currentPassword: 'wrong-one-1',
        newPassword: 'a-new-one-22',
        revokeOtherSessions: true,
      }),
    ];
    expect(refusals.map(({ res }) => res.statusCode)).toEqual([401, 400]);
    await ok('POST', '/api/auth/change-password', again, {
      currentPassword: m.password,
      newPassword: 'a-new-one-22',
      revokeOtherSessions: true,
    });
  });

  it('the newsletter: subscribing, its links, a member’s switch, and what admins manage and send', async () => {
    const email = `news-${Date.now()}@example.com`;
    expect(await ok('POST', '/api/newsletter/subscribe', null, { email, firstName: 'Ama' })).toEqual({ status: 'subscribed' });
    await t.app.jobs.runDue();
    const mail = await waitForMail(t.mailDir, email, { subject: /Confirm your subscription/ });
    const confirm = new URL(mail.links.find((l) => l.includes('/newsletter/confirm'))!);
    await ok('POST', '/api/newsletter/confirm', null, Object.fromEntries(confirm.searchParams));
    await ok('GET', '/api/newsletter/me', reader);
    await ok('PUT', '/api/newsletter/me', reader, { subscribed: true });
    const admin = await signedInMember(t, { role: 'admin' });
    const list = await ok('GET', '/api/newsletter/subscribers?q=news-', admin);
    const s = list.items[0].id as string;
    await ok('GET', '/api/newsletter/stats', admin);
    const csv = await call('GET', '/api/newsletter/export', admin);
    expect(csv.res.statusCode).toBe(200);
    exercised.add(csv.operation);
    const issue = { subject: 'News', body: '# This month\n\nHello.' };
    await ok('POST', '/api/newsletter/preview', admin, issue);
    await ok('POST', '/api/newsletter/test', admin, issue);
    await ok('POST', '/api/newsletter/issues', admin, issue);
    await ok('POST', '/api/newsletter/unsubscribe', null, { s, t: unsubscribeToken(t.config.authSecret, s) });
    const url = `/api/newsletter/one-click?s=${s}&t=${unsubscribeToken(t.config.authSecret, s)}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    exercised.add(expectDocumented(doc, 'POST', url, res));
    expect(res.statusCode, res.body).toBe(204);
  });

  it('programs: organising, applying, the cohort and a certificate', async () => {
    const organiser = await signedInMember(t, { role: 'mentor' });
    const member = await signedInMember(t);
    await upload('/api/programs/images', organiser);
    const program = await ok('POST', '/api/programs', organiser, {
      title: 'Fintech founders',
      description: 'Eight weeks.',
      startsOn: '2030-03-01',
      endsOn: '2030-04-30',
      capacity: 5,
      questions: ['Why?'],
    });
    const id = program.id as string;
    await ok('PATCH', `/api/programs/${id}`, organiser, { status: 'open' });
    await ok('GET', '/api/programs?price=free', null);
    await ok('GET', `/api/programs/${id}`, null);
    const application = await ok('POST', `/api/programs/${id}/applications`, member, { answers: ['To grow.'] });
    await ok('GET', `/api/programs/${id}/applications`, organiser);
    await ok('POST', `/api/program-applications/${application.id}/decision`, organiser, { decision: 'accepted' });
    await ok('POST', `/api/programs/${id}/announcements`, organiser, { body: 'Welcome.' });
    await ok('GET', `/api/programs/${id}/announcements`, member);
    await ok('GET', `/api/programs/${id}/participants`, member);
    await ok('GET', `/api/programs/${id}/schedule`, member);
    await ok('PATCH', `/api/programs/${id}`, organiser, { status: 'running' });
    const completed = await ok('POST', `/api/program-applications/${application.id}/completion`, organiser);
    await ok('GET', `/api/program-certificates/${completed.certificateId}`, null);
  });

  it('stories: writing, the named mentor’s approval, likes and comments', async () => {
    const writer = await signedInMember(t, { firstName: 'Nia' });
    const fan = await signedInMember(t);
    const { imageUrl } = await upload('/api/stories/images', writer);
    const story = await ok('POST', '/api/stories', writer, { title: 'What changed', content: 'I asked for help.', imageUrl });
    await ok('GET', '/api/stories?sort=loved', null);
    await ok('GET', `/api/stories/${story.id}`, null);
    await ok('PATCH', `/api/stories/${story.id}`, writer, { title: 'What changed for me' });
    await ok('GET', '/api/story-mentors', writer);
    // Naming asks for a completed session with the mentor; here the story names her directly.
    await t.database.db.execute(sql`update stories set mentor_id = ${mentor.id}, mentor_state = 'pending' where id = ${story.id}`);
    await ok('PUT', `/api/stories/${story.id}/mentor-approval`, mentor, { approve: true });
    await ok('GET', `/api/mentors/${mentor.id}/stories`, null);
    await ok('PUT', `/api/stories/${story.id}/like`, fan);
    await ok('DELETE', `/api/stories/${story.id}/like`, fan);
    const comment = await ok('POST', `/api/stories/${story.id}/comments`, fan, { content: 'Thank you for telling it.' });
    await ok('GET', `/api/stories/${story.id}/comments`, null);
    await ok('DELETE', `/api/story-comments/${comment.id}`, fan);
    await ok('DELETE', `/api/stories/${story.id}`, writer);
  });

  it('networks: asking to connect, answering, connections and communities', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const asker = await signedInMember(t, { firstName: 'Kofi' });
    const other = await signedInMember(t, { firstName: 'Zola' });
    const third = await signedInMember(t, { firstName: 'Tendai' });
    await ok('PUT', `/api/networks/requests/${other.id}`, asker, { note: 'We met at the Lagos meetup.' });
    await ok('GET', '/api/networks/requests?box=received', other);
    await ok('POST', '/api/networks/requests/read', other);
    await ok('POST', `/api/networks/requests/${asker.id}/accept`, other);
    await ok('GET', '/api/networks/connections?q=Zo', asker);
    await ok('GET', `/api/networks/connections/${other.id}`, asker);
    await ok('GET', `/api/networks/states?ids=${other.id},${third.id}`, asker);
    await ok('DELETE', `/api/networks/connections/${other.id}`, asker);
    await ok('PUT', `/api/networks/requests/${third.id}`, asker, {});
    await ok('DELETE', `/api/networks/requests/${third.id}`, asker);
    await ok('PUT', `/api/networks/requests/${asker.id}`, third, {});
    await ok('POST', `/api/networks/requests/${third.id}/decline`, asker);

    const slug = 'conformance-founders';
    await ok('POST', '/api/networks/communities', admin, { name: 'Conformance Founders', slug, description: 'People building companies.' });
    await ok('PATCH', `/api/networks/communities/${slug}`, admin, { description: 'People building companies in Africa.' });
    await ok('GET', '/api/networks/communities', asker);
    await ok('GET', `/api/networks/communities/${slug}`, asker);
    await ok('PUT', `/api/networks/communities/${slug}/membership`, asker);
    const article = await ok('POST', '/api/articles', asker, { title: 'Our first year', content: 'We shipped.', tags: ['startups'] });
    await ok('PUT', `/api/networks/articles/${article.id}/community`, asker, { slug });
    await ok('GET', `/api/networks/articles/${article.id}/community`, asker);
    await ok('GET', '/api/networks/communities?mine=true', asker);
    await ok('GET', `/api/networks/communities/${slug}/members`, asker);
    await ok('GET', `/api/networks/communities/${slug}/articles`, asker);
    await ok('DELETE', `/api/networks/communities/${slug}/membership`, asker);
  });

  it('questions, answers, votes, the accepted answer and the FAQ', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const asker = await signedInMember(t);
    const helper = await signedInMember(t);
    const question = await ok('POST', '/api/questions', asker, {
      title: 'How do I find a mentor?',
      body: 'Where do I start?',
      tags: ['career'],
    });
    await ok('GET', '/api/questions?q=mentor&tags=career', null);
    await ok('GET', `/api/questions/${question.id}`, null);
    await ok('PATCH', `/api/questions/${question.id}`, asker, { title: 'How do I find my first mentor?' });
    const answer = await ok('POST', `/api/questions/${question.id}/answers`, helper, { body: 'Ask one mentor first.' });
    await ok('GET', `/api/questions/${question.id}/answers`, null);
    await ok('PATCH', `/api/answers/${answer.id}`, helper, { body: 'Ask one mentor first, then another.' });
    await ok('PUT', `/api/answers/${answer.id}/vote`, asker, { value: 1 });
    await ok('PUT', `/api/questions/${question.id}/accepted-answer`, asker, { answerId: answer.id });
    await ok('DELETE', `/api/answers/${answer.id}`, helper);
    await ok('DELETE', `/api/questions/${question.id}`, asker);

    await ok('GET', '/api/faq', null);
    const entry = await ok('POST', '/api/faq', admin, {
      topic: 'accounts',
      slug: 'conformance-entry',
      question: 'How do I sign up?',
      answer: 'With your email.',
      position: 1,
    });
    await ok('PUT', `/api/faq/${entry.id}`, admin, {
      topic: 'privacy',
      slug: 'conformance-entry',
      question: 'Who sees my email?',
      answer: 'Nobody but you.',
      position: 2,
    });
    await ok('DELETE', `/api/faq/${entry.id}`, admin);
  });

  it('field reports: web vitals, performance alerts and errors, as JSON or by beacon (text/plain)', async () => {
    const sessionId = '0b9f6c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f';
    const page = { url: 'http://localhost:3000/mentors', timestamp: Date.now() };
    const vital = {
      name: 'INP',
      value: 120,
      delta: 120,
      id: 'v6-1764137000000-1',
      rating: 'good',
      navigationType: 'navigate',
      userAgent: 'UA',
      sessionId,
      page: '/mentors',
      referrer: '',
      ...page,
    };
    await ok('POST', '/api/analytics/web-vitals', reader, vital);
    await ok('POST', '/api/alerts/performance', null, { alert: 'poor-vital', metric: 'LCP', value: 4500, sessionId, ...page });
    await ok('POST', '/api/errors/unhandled-rejection', null, { error: 'Failed to fetch', ...page });
    await ok('POST', '/api/errors/javascript-error', null, {
      message: 'Boom',
      filename: 'http://localhost:3000/a.js',
      lineno: 1,
      colno: 2,
      ...page,
    });
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/web-vitals',
      headers: { origin: ORIGIN, 'content-type': 'text/plain;charset=UTF-8' },
      // Another page view's INP: one view's metric sent again would replace the first.
      payload: JSON.stringify({ ...vital, id: 'v6-1764137000000-2' }),
    });
    expectDocumented(doc, 'POST', '/api/analytics/web-vitals', beacon);
    expect(beacon.statusCode).toBe(204);
    const admin = await signedInMember(t, { role: 'admin' });
    await t.app.fieldReports.flush();
    expect(await ok('GET', '/api/admin/health?days=1', admin)).toMatchObject({ vitals: [{ page: '/mentors', name: 'INP', count: 2 }] });
    expect(await ok('GET', '/api/admin/health/channels', admin)).toMatchObject({ days: 7, channels: expect.any(Array) });
  });

  it('refuses a visitor, in a documented way, wherever a member is needed', async () => {
    const anyId = '00000000-0000-4000-8000-000000000000';
    for (const operation of documentedOperations(doc)) {
      const [method, path] = operation.split(' ') as [Method, string];
      const { res } = await call(method, path.replaceAll(/\{[^}]+\}/g, anyId), null);
      // Fastify checks the input before the route asks for the member: a write without its body is a 400.
      if (doc.paths[path]![method.toLowerCase()]!['x-access'].caller !== 'anyone') expect([400, 401], operation).toContain(res.statusCode);
    }
  });

  it('documents the refusals of bad input and of the abuse limits', async () => {
    const refused = async (
      method: Method,
      url: string,
      status: number,
      code: string,
      o: { who?: Caller; body?: string; type?: string; from?: string } = {},
    ) => {
      const res = await t.app.inject({
        method,
        url,
        ...(o.from && { remoteAddress: o.from }),
        headers: { origin: ORIGIN, ...(o.who && { cookie: o.who.cookie }), ...(o.type && { 'content-type': o.type }) },
        ...(o.body !== undefined && { payload: o.body }),
      });
      expectDocumented(doc, method, url, res);
      expect([res.statusCode, res.json().error.code], `${method} ${url}`).toEqual([status, code]);
    };
    const json = 'application/json';
    // What the router refuses before the route runs: a broken percent-encoding, an over-long id.
    await refused('GET', '/api/articles/%E0%A4%A', 400, 'bad_url', { who: reader });
    await refused('GET', `/api/profiles/${'x'.repeat(101)}`, 414, 'url_too_long', { who: reader });
    // Ids, cursors and dates of the wrong shape, and bodies that are not what the route takes.
    await refused('GET', '/api/articles/not-a-uuid', 400, 'invalid_input', { who: reader });
    await refused('GET', '/api/profiles/no%00pe', 400, 'invalid_input', { who: reader });
    await refused(
      'GET',
      `/api/articles?cursor=${Buffer.from('2024-01-01T00:00:00.000000Z|nope').toString('base64url')}`,
      400,
      'invalid_cursor',
    );
    await refused('GET', `/api/members?cursor=${'x'.repeat(201)}`, 400, 'invalid_input', { who: reader });
    await refused('GET', '/api/analytics/mentor?from=0000-01-01&to=2024-01-01', 400, 'invalid_input', { who: mentor });
    await refused('POST', '/api/articles', 400, 'invalid_json', { who: author, body: '{"title": "Hi",', type: json });
    await refused('POST', '/api/articles', 400, 'invalid_json', { who: author, body: '', type: json });
    await refused('POST', '/api/articles', 415, 'unsupported_media_type', {
      who: author,
      body: 'title=Hi',
      type: 'application/x-www-form-urlencoded',
    });
    await refused('POST', '/api/articles', 413, 'too_large', {
      who: author,
      body: JSON.stringify({ content: 'x'.repeat(300_000) }),
      type: json,
    });

    // The abuse limits, each as if its counter had reached the limit already.
    const atLimit = (key: string, count: number) =>
      t.database.db.execute(sql`insert into rate_limits (key, count, window_start) values (${key}, ${count}, now())
        on conflict (key) do update set count = ${count}, window_start = now()`);
    const member = await signedInMember(t, { firstName: 'Tolu', lastName: 'Ade' });
    await atLimit(`follows:${member.id}`, 400);
    await refused('PUT', `/api/profiles/${author.id}/follow`, 429, 'rate_limited', { who: member });
    await atLimit(`reports:${member.id}`, 10);
    const report = JSON.stringify({ contentType: 'profile', contentId: author.id, reason: 'spam' });
    await refused('POST', '/api/reports', 429, 'rate_limited', { who: member, body: report, type: json });
    await atLimit(`conversations:${member.id}`, 20);
    const cold = await ok('POST', '/api/messages/threads', member, { recipientId: mentor.id });
    await refused('POST', `/api/messages/threads/${cold.id}/messages`, 429, 'rate_limited', {
      who: member,
      body: JSON.stringify({ content: 'Hello' }),
      type: json,
    });
    await atLimit(`export:${member.id}`, 5);
    await refused('GET', '/api/export', 429, 'rate_limited', { who: member });
    await t.database.db.execute(sql`insert into user_privacy_settings (user_id, data_export_enabled) values (${author.id}, false)
      on conflict (user_id) do update set data_export_enabled = false`);
    await refused('GET', '/api/export', 403, 'export_disabled', { who: author });
    await atLimit('sign-ups:127.0.0.1', 10);
    await refused('POST', '/api/accounts/sign-up', 429, 'rate_limited', { body: JSON.stringify(signUpBody()), type: json });
    // Field reports are counted in memory (decision 041): an address sends its 120 first.
    const rejection = {
      body: JSON.stringify({ error: 'Failed to fetch', url: 'http://localhost:3000/', timestamp: 1 }),
      type: 'text/plain',
    };
    const sender = '10.9.8.7';
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors/unhandled-rejection',
        remoteAddress: sender,
        headers: { origin: ORIGIN, 'content-type': rejection.type },
        payload: rejection.body,
      });
      expect(res.statusCode).toBe(204);
    }
    await refused('POST', '/api/errors/unhandled-rejection', 429, 'rate_limited', { ...rejection, from: sender });
  });

  it('exercises every operation the document has', () => {
    expect(documentedOperations(doc).filter((operation) => !exercised.has(operation))).toEqual([]);
    expect(exercised.size).toBe(documentedOperations(doc).length);
  });
});

/** Moves a session (and its slot) into the past, as time would. */
const shiftIntoPast = (id: string, startedMinutesAgo: number, minutes = 60) =>
  t.database.db.execute(sql`
    update sessions set starts_at = now() - ${`${startedMinutesAgo} minutes`}::interval,
      ends_at = now() - ${`${startedMinutesAgo - minutes} minutes`}::interval,
      blocked_until = now() - ${`${startedMinutesAgo - minutes} minutes`}::interval where id = ${id}`);
