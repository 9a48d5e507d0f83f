import { describe, expect, it } from 'vitest';
import { createMember } from '../seed/factories.ts';
import { ORIGIN, sessionCookie, waitForMail } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { signUpBody } from '../test/sign-up-body.ts';
import { rowCounts } from '../test/row-counts.ts';

const t = useTestApp();

let ipSequence = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
    remoteAddress: `10.9.0.${++ipSequence}`,
  });
const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

describe('accounts', () => {
  it('signs up, refuses sign-in until the email is confirmed, then the link signs the member in', async () => {
    const body = signUpBody();
    await post('/api/accounts/sign-up', body);

    const early = await signIn(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'email_not_verified',
      message: 'Please confirm your email address before signing in. Check your inbox for the link.',
    });

    const mail = await waitForMail(t.mailDir, body.email);
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(confirmed.statusCode).toBe(200);
    const cookie = sessionCookie(confirmed);
    expect(confirmed.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const who = await me(cookie);
    expect(who.json()).toMatchObject({ user: { email: body.email, emailVerified: true }, profile: { firstName: 'Amina', role: 'mentee' } });

    const later = await signIn(body.email, body.password);
    expect(later.statusCode).toBe(200);
  });

  it('sends the confirmation again on request, and a confirmed link cannot sign in twice', async () => {
    const body = signUpBody();
    await post('/api/accounts/sign-up', body);
    const first = await waitForMail(t.mailDir, body.email);
    const resend = await post('/api/auth/send-verification-email', { email: body.email });
    expect(resend.statusCode).toBe(200);
    const token = new URL(first.links[0]!).searchParams.get('token')!;
    const url = `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url })).cookies.some((c) => c.name.endsWith('session_token'))).toBe(true);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.cookies.some((c) => c.name.endsWith('session_token'))).toBe(false);
  });

  it('refuses a wrong password with a plain message and no session', async () => {
    const member = await createMember(t.database.db);
    const res = await signIn(member.email, 'wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'invalid_email_or_password', message: 'Invalid email or password.' });
    expect(res.cookies.some((c) => c.name.endsWith('session_token') && c.value !== '')).toBe(false);
  });

  it('signs out: the session no longer works', async () => {
    const member = await createMember(t.database.db);
    const cookie = sessionCookie(await signIn(member.email, member.password));
    expect((await me(cookie)).json()).toMatchObject({ user: { email: member.email } });
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).body).toBe('null');
  });

  it('resets a forgotten password with the mailed link, once', async () => {
    const member = await createMember(t.database.db, { password: 'old-password-1' });
    const oldCookie = sessionCookie(await signIn(member.email, 'old-password-1'));
    const asked = await post('/api/auth/request-password-reset', { email: member.email });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail(t.mailDir, member.email, { subject: /Reset/ });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password#token=/);
    const token = decodeURIComponent(mail.links[0]!.split('#token=')[1]!);

    const weak = await post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must be at least 6 characters.');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-password-2' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(member.email, 'old-password-1')).statusCode).toBe(401);
    expect((await signIn(member.email, 'new-password-2')).statusCode).toBe(200);
    // Sessions opened with the old password end with it.
    expect((await me(oldCookie)).body).toBe('null');

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'third-password-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('Invalid or missing token. Please try the reset link again.');
  });

  it('answers a reset request for an unknown address the same way, and sends nothing', async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    await expect(waitForMail(t.mailDir, 'nobody@example.com', { timeoutMs: 300 })).rejects.toThrow(/No mail/);
  });

  it('limits sign-in attempts per account, whatever the address they come from', async () => {
    const member = await createMember(t.database.db);
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn(member.email, 'wrong-password-1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    // Even the right password waits out the window.
    const blocked = await signIn(member.email, member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Please wait \d+ seconds/);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const codes = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `x${i}@example.com`, password: 'whatever-1' },
        headers: { origin: ORIGIN },
        remoteAddress: '10.8.8.8',
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('refuses state-changing auth calls from another site', async () => {
    const member = await createMember(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: member.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('keeps better-auth endpoints the app does not use closed', async () => {
    const res = await post('/api/auth/sign-up/email', { email: 'a@example.com', password: 'whatever-12', name: 'A' });
    expect(res.statusCode).toBe(404);
    expect((await post('/api/auth/update-user', { name: 'x' })).statusCode).toBe(404);
    // It would give the httpOnly session token to any script on the page.
    const member = await createMember(t.database.db);
    const signedIn = await signIn(member.email, member.password);
    const cookie = sessionCookie(signedIn);
    // better-auth's own answer carries the session token; ours names the member only.
    expect(signedIn.json()).toEqual({ user: { id: member.id, email: member.email, emailVerified: true } });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(404);
    expect((await me(cookie)).body).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    // Only the endpoints the app uses are routes; any other method or path under /api/auth is a 404 in our shape.
    for (const [method, url] of [
      ['PUT', '/api/auth/sign-in/email'],
      ['GET', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/verify-email'],
      ['POST', '/api/auth/nowhere'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: ORIGIN, cookie } });
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([404, { error: { code: 'not_found', message: 'Not found.' } }]);
    }
  });

  it('checks what is sent before better-auth or the database sees it, and answers in our shape', async () => {
    const member = await createMember(t.database.db);
    const before = await rowCounts(t.database.db);
    const invalidEmail = { email: 'Please enter a valid email address.' };
    const refusals: [Awaited<ReturnType<typeof post>>, number, object][] = [
      [
        await post('/api/auth/send-verification-email', { email: 'a\u0000@example.com' }),
        400,
        { code: 'invalid_input', fields: invalidEmail },
      ],
      [await post('/api/auth/request-password-reset', { email: 'x'.repeat(300) }), 400, { fields: { email: 'Too long' } }],
      [await post('/api/auth/sign-in/email', { email: ['x'], password: 'whatever-1' }), 400, { fields: invalidEmail }],
      // An empty address is missing, not invalid (decision 025).
      [await post('/api/auth/sign-in/email', { email: '', password: '' }), 400, { fields: { email: 'Email is required.' } }],
      [await post('/api/auth/sign-in/email', { email: member.email, password: 7 }), 400, { fields: { password: 'Password is required.' } }],
      [
        await post('/api/auth/sign-in/email', { email: member.email, password: member.password, callbackURL: 'https://evil.example' }),
        400,
        { fields: { callbackURL: 'This field is not expected here.' } },
      ],
      [
        await post('/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'new-password-2' }),
        400,
        { fields: { token: 'Invalid or missing token. Please try the reset link again.' } },
      ],
      [
        await post('/api/auth/sign-in/email', { email: 'x'.repeat(70_000), password: 'x' }),
        413,
        { code: 'too_large', message: 'What was sent is too large.' },
      ],
    ];
    for (const [res, status, error] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatchObject(error);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: `email=${encodeURIComponent(member.email)}&password=${member.password}`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: { code: 'unsupported_media_type', message: 'This kind of content is not accepted here.' } });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: '{"email":',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(broken.json().error.code).toBe('invalid_json');
    const link = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent('a\u0000b')}` });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatchObject({
      message: 'This link is invalid or has expired',
      fields: { token: 'This link is invalid or has expired' },
    });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('tells better-auth’s own refusals in the catalog’s words', async () => {
    const link = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not.a.token' });
    expect(link.statusCode).toBe(401);
    expect(link.json()).toEqual({ error: { code: 'invalid_token', message: 'This link is invalid or has expired' } });
  });
});
