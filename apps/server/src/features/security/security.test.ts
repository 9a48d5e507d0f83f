import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createMember } from '../../seed/factories.ts';
import { apiCaller, ORIGIN, readMails, sessionCookie, signedInMember, waitForMail } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ip = 0;
/** A POST to better-auth through our routes, with every cookie the caller holds. */
const auth = (path: string, payload: object, cookie?: string, userAgent = CHROME_WINDOWS) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload,
    headers: { origin: ORIGIN, 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.40.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const signIn = (m: { email: string; password: string }, userAgent?: string) =>
  auth('/sign-in/email', { email: m.email, password: m.password }, undefined, userAgent);
/** Every cookie a response set (the session's, or the two-factor step's), to send back. */
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
const isSignedIn = async (cookie: string) => (await call('GET', '/api/security-settings', cookie)).statusCode === 200;
const defaults = {
  backupEmail: null,
  backupPhone: null,
  sessionTimeoutMinutes: 60,
  maxActiveSessions: 5,
  loginNotificationsEnabled: true,
  suspiciousActivityAlertsEnabled: true,
};
const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;

describe('security settings', () => {
  it('start with the §9 defaults, save what is valid and refuse the rest', async () => {
    const m = await signedInMember(t);
    const first = await call('GET', '/api/security-settings', m.cookie);
    expect(first.json()).toEqual({ twoFactorEnabled: false, twoFactorMethod: 'totp', ...defaults });

    const saved = await call('PUT', '/api/security-settings', m.cookie, {
      ...defaults,
      backupEmail: ' backup@example.com ',
      backupPhone: '+254 700 000 000',
      sessionTimeoutMinutes: 30,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ backupEmail: 'backup@example.com', backupPhone: '+254 700 000 000', sessionTimeoutMinutes: 30 });
    const cleared = await call('PUT', '/api/security-settings', m.cookie, { ...defaults, backupEmail: '', backupPhone: '' });
    expect(cleared.json()).toMatchObject({ backupEmail: null, backupPhone: null });

    for (const bad of [
      { sessionTimeoutMinutes: 4 },
      { sessionTimeoutMinutes: 1441 },
      { maxActiveSessions: 0 },
      { maxActiveSessions: 21 },
      { maxActiveSessions: 2.5 },
      { backupEmail: 'not an email' },
      { backupPhone: 'call me' },
      { backupEmail: `a\u0000@example.com` },
    ]) {
      const res = await call('PUT', '/api/security-settings', m.cookie, { ...defaults, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Two-factor is turned on by its own flow only.
    const sneaky = await call('PUT', '/api/security-settings', m.cookie, { ...defaults, twoFactorEnabled: true });
    expect(sneaky.statusCode).toBe(400);
    expect((await call('GET', '/api/security-settings', m.cookie)).json().twoFactorEnabled).toBe(false);
    expect((await call('GET', '/api/security-settings')).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current one, and ends every other sign-in', async () => {
    const m = await signedInMember(t);
    const other = sessionCookie(await signIn(m));
    const wrong = await auth(
      '/change-password',
      { currentPassword: 'not-it-123', newPassword: 'a-new-secret-77', revokeOtherSessions: true },
      m.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Your current password is not right.');
    // Other sign-ins always end: the request cannot ask otherwise.
    const keep = await auth(
      '/change-password',
      { currentPassword: m.password, newPassword: 'a-new-secret-77', revokeOtherSessions: false },
      m.cookie,
    );
    expect(keep.statusCode).toBe(400);

    const changed = await auth(
      '/change-password',
      { currentPassword: m.password, newPassword: 'a-new-secret-77', revokeOtherSessions: true },
      m.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ user: { id: m.id } });
    expect(await isSignedIn(sessionCookie(changed))).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect((await signIn(m)).statusCode).toBe(401);
    expect((await signIn({ email: m.email, password: 'a-new-secret-77' })).statusCode).toBe(200);
    expect(
      (await auth('/change-password', { currentPassword: 'a-new-secret-77', newPassword: 'another-one-88', revokeOtherSessions: true }))
        .statusCode,
    ).toBe(401);
  });
});

describe('changing the email', () => {
  it('mails a link to the new address and a notice to the old one; the link makes the change', async () => {
    const m = await signedInMember(t);
    const newEmail = `moved-${m.email}`;
    expect((await auth('/change-email', { newEmail }, m.cookie)).statusCode).toBe(200);
    const notice = await waitForMail(t.mailDir, m.email, { subject: /being changed/ });
    expect(notice.text).toContain(newEmail);
    const link = await waitForMail(t.mailDir, newEmail, { subject: /Confirm your new email/ });
    const url = new URL(link.links[0]!);
    expect(url.pathname).toBe('/auth/confirm');
    expect(url.searchParams.get('next')).toBe('/settings/security');
    // Nothing changes before the new address confirms it.
    expect((await call('GET', '/api/me', m.cookie)).json().user.email).toBe(m.email);

    const token = url.searchParams.get('token')!;
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(confirmed.statusCode).toBe(200);
    const who = (await call('GET', '/api/me', m.cookie)).json();
    expect(who.user.email).toBe(newEmail);
    expect(who.profile.email).toBe(newEmail);
    expect((await signIn({ email: newEmail, password: m.password })).statusCode).toBe(200);
  });
});

describe('two-factor authentication', () => {
  it('turns on with the password and a first code, is asked at sign-in, takes a backup code once, and turns off with password and code', async () => {
    const m = await signedInMember(t);
    expect((await auth('/two-factor/enable', { password: 'wrong-password-1' }, m.cookie)).statusCode).toBe(400);
    const setup = await auth('/two-factor/enable', { password: m.password }, m.cookie);
    expect(setup.statusCode).toBe(200);
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Prosper%20Mentor:/);
    expect(backupCodes).toHaveLength(10);
    const totp = totpOf(totpURI);

    // Stored encrypted: neither the key nor a backup code is in the table as it was shown.
    const [stored] = rowsOf<{ secret: string; backup_codes: string }>(
      await t.database.db.execute(sql`select secret, backup_codes from two_factors where user_id = ${m.id}`),
    );
    expect(stored!.secret).not.toContain(totp.secret.base32);
    expect(stored!.backup_codes).not.toContain(backupCodes[0]!);

    // Not on until a first code is right.
    expect((await call('GET', '/api/security-settings', m.cookie)).json().twoFactorEnabled).toBe(false);
    expect((await auth('/two-factor/verify-totp', { code: '000000' }, m.cookie)).statusCode).toBe(401);
    const on = await auth('/two-factor/verify-totp', { code: totp.generate() }, m.cookie);
    expect(on.statusCode).toBe(200);
    const cookie = sessionCookie(on);
    expect((await call('GET', '/api/security-settings', cookie)).json().twoFactorEnabled).toBe(true);

    // The password alone signs nobody in, and the step cannot be skipped.
    const first = await signIn(m);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true });
    expect(first.cookies.some((c) => c.name.endsWith('session_token') && c.value !== '')).toBe(false);
    const pending = cookiesOf(first);
    expect(await isSignedIn(pending)).toBe(false);
    expect((await call('GET', '/api/sign-ins', pending)).statusCode).toBe(401);
    expect((await auth('/two-factor/verify-totp', { code: '123456' })).statusCode).toBe(401);
    const wrongCode = await auth('/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().error.message).toBe('This code is not right. Please try again.');
    const second = await auth('/two-factor/verify-totp', { code: totp.generate() }, pending);
    expect(second.statusCode).toBe(200);
    expect(await isSignedIn(sessionCookie(second))).toBe(true);

    // A backup code works once.
    const withBackup = await auth('/two-factor/verify-backup-code', { code: backupCodes[0]! }, cookiesOf(await signIn(m)));
    expect(withBackup.statusCode).toBe(200);
    expect(await isSignedIn(sessionCookie(withBackup))).toBe(true);
    const again = await auth('/two-factor/verify-backup-code', { code: backupCodes[0]! }, cookiesOf(await signIn(m)));
    expect(again.statusCode).toBe(401);

    // Off takes the password and a code.
    expect((await auth('/two-factor/disable', { password: m.password }, cookie)).statusCode).toBe(400);
    const badCode = await auth('/two-factor/disable', { password: m.password, code: '000000' }, cookie);
    expect(badCode.statusCode).toBe(400);
    expect((await auth('/two-factor/disable', { password: 'wrong-password-1', code: totp.generate() }, cookie)).statusCode).toBe(400);
    const off = await auth('/two-factor/disable', { password: m.password, code: totp.generate() }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/security-settings', sessionCookie(off))).json().twoFactorEnabled).toBe(false);
    expect((await signIn(m)).json()).toMatchObject({ user: { id: m.id } });
  });
});

describe('sign-ins', () => {
  it('lists the member’s own, marks this one, and signs out one or all others; nobody else’s', async () => {
    const m = await createMember(t.database.db);
    const laptop = sessionCookie(await signIn(m, CHROME_WINDOWS));
    const phone = sessionCookie(await signIn(m, SAFARI_IPHONE));
    const other = await signedInMember(t);

    const list = (await call('GET', '/api/sign-ins', laptop)).json().signIns as {
      id: string;
      device: string;
      browser: string;
      place: null;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'computer', browser: 'Chrome on Windows', place: null });
    const phoneSignIn = list.find((s) => !s.current)!;
    expect(phoneSignIn).toMatchObject({ device: 'phone', browser: 'Safari on iOS' });

    // Another member can neither see nor end it.
    expect((await call('GET', '/api/sign-ins', other.cookie)).json().signIns.map((s: { id: string }) => s.id)).not.toContain(
      phoneSignIn.id,
    );
    expect((await call('DELETE', `/api/sign-ins/${phoneSignIn.id}`, other.cookie)).statusCode).toBe(404);
    expect(await isSignedIn(phone)).toBe(true);

    expect((await call('DELETE', `/api/sign-ins/${phoneSignIn.id}`, laptop)).statusCode).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);

    const third = sessionCookie(await signIn(m, FIREFOX_LINUX));
    const fourth = sessionCookie(await signIn(m, FIREFOX_LINUX));
    expect((await auth('/revoke-other-sessions', {}, laptop)).statusCode).toBe(200);
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(fourth)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await auth('/revoke-other-sessions', {})).statusCode).toBe(401);
  });

  it('end after the member’s idle time, on the next request', async () => {
    const m = await signedInMember(t);
    const idle = (minutes: number) =>
      t.database.db.execute(sql`update auth_sessions set updated_at = now() - make_interval(mins => ${minutes}) where user_id = ${m.id}`);
    await idle(59);
    expect(await isSignedIn(m.cookie)).toBe(true);
    await call('PUT', '/api/security-settings', m.cookie, { ...defaults, sessionTimeoutMinutes: 120 });
    await idle(90);
    expect(await isSignedIn(m.cookie)).toBe(true);
    await idle(121);
    expect(await isSignedIn(m.cookie)).toBe(false);
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from auth_sessions where user_id = ${m.id}`),
    );
    expect(left!.n).toBe(0);
  });

  it('past the member’s cap, a new sign-in ends the oldest', async () => {
    const m = await signedInMember(t);
    await call('PUT', '/api/security-settings', m.cookie, { ...defaults, maxActiveSessions: 2 });
    const second = sessionCookie(await signIn(m));
    expect(await isSignedIn(m.cookie)).toBe(true);
    const third = sessionCookie(await signIn(m));
    expect(await isSignedIn(m.cookie)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(third)).toBe(true);
  });

  it('the default cap of 5 keeps the five newest', async () => {
    const m = await createMember(t.database.db);
    const cookies = [];
    for (let i = 0; i < 6; i++) cookies.push(sessionCookie(await signIn(m)));
    expect(await isSignedIn(cookies[0]!)).toBe(false);
    for (const c of cookies.slice(1)) expect(await isSignedIn(c)).toBe(true);
  });
});

describe('security mails', () => {
  it('a sign-in from a new device is mailed (to the backup address too), a known one is not, and never when turned off', async () => {
    const m = await createMember(t.database.db);
    const first = sessionCookie(await signIn(m, CHROME_WINDOWS));
    await call('PUT', '/api/security-settings', first, { ...defaults, backupEmail: `backup-${m.email}` });
    await signIn(m, CHROME_WINDOWS);
    await signIn(m, FIREFOX_LINUX);
    const mail = await waitForMail(t.mailDir, m.email, { subject: /New sign-in/ });
    expect(mail.text).toContain('Firefox on Linux');
    await waitForMail(t.mailDir, `backup-${m.email}`, { subject: /New sign-in/ });
    // Let any mail still on its way land before counting.
    await new Promise((r) => setTimeout(r, 300));
    const newSignInMails = async () => (await readMails(t.mailDir)).filter((x) => x.to === m.email && /New sign-in/.test(x.subject));
    expect(await newSignInMails()).toHaveLength(1);

    await call('PUT', '/api/security-settings', first, { ...defaults, loginNotificationsEnabled: false });
    await signIn(m, SAFARI_IPHONE);
    await new Promise((r) => setTimeout(r, 300));
    expect(await newSignInMails()).toHaveLength(1);
  });

  it('too many sign-in attempts on an account tell its member once, unless alerts are off', async () => {
    const m = await createMember(t.database.db);
    const tries = (n: number) => Promise.all(Array.from({ length: n }, () => signIn({ email: m.email, password: 'guess-guess-1' })));
    await tries(12);
    const alert = await waitForMail(t.mailDir, m.email, { subject: /Suspicious activity/ });
    expect(alert.text).toContain('many times within a few minutes');
    await new Promise((r) => setTimeout(r, 300));
    expect((await readMails(t.mailDir)).filter((x) => x.to === m.email && /Suspicious/.test(x.subject))).toHaveLength(1);

    const quiet = await signedInMember(t);
    await call('PUT', '/api/security-settings', quiet.cookie, { ...defaults, suspiciousActivityAlertsEnabled: false });
    await Promise.all(Array.from({ length: 12 }, () => signIn({ email: quiet.email, password: 'guess-guess-1' })));
    await new Promise((r) => setTimeout(r, 300));
    expect((await readMails(t.mailDir)).filter((x) => x.to === quiet.email && /Suspicious/.test(x.subject))).toHaveLength(0);
  });
});
