import { en } from '@prosper/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { menteeProfiles, mentorProfiles, profiles } from '../../db/schema/profiles.ts';
import { ORIGIN, readMails, waitForMail } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { signUpBody } from '../../test/sign-up-body.ts';

const t = useTestApp();

const signUp = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: body, headers: { origin: ORIGIN }, remoteAddress: ip });

let ipSequence = 0;
/** A new client address, so the per-IP limit does not mix cases. */
const nextIp = () => `10.2.0.${++ipSequence}`;

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('sign-up', () => {
  it('creates the user, the profile and the mentee details together, and mails a confirmation link', async () => {
    const body = signUpBody({ email: '  Amina.New@Example.COM ' });
    const res = await signUp(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'amina.new@example.com' });

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'amina.new@example.com'));
    expect(profile).toMatchObject({
      firstName: 'Amina',
      lastName: 'Yusuf',
      role: 'mentee',
      country: 'Nigeria',
      dob: '1998-03-21',
      howDidYouKnowAboutUs: 'LinkedIn',
      favouriteQuote: null,
    });
    const mentee = await t.database.db.select().from(menteeProfiles).where(eq(menteeProfiles.id, profile!.id));
    expect(mentee[0]?.industry).toBe('Technology');

    const mail = await waitForMail(t.mailDir, 'amina.new@example.com');
    expect(mail.subject).toBe('Confirm your email for Prosper Mentor');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?token=/);
  });

  it('gives a mentor the mentor details row', async () => {
    const body = signUpBody({ role: 'mentor' });
    expect((await signUp(body)).statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile?.role).toBe('mentor');
    expect(await t.database.db.select().from(mentorProfiles).where(eq(mentorProfiles.id, profile!.id))).toHaveLength(1);
  });

  it('names every missing field, counts blanks as missing, and writes nothing', async () => {
    const before = await userCount();
    const res = await signUp(signUpBody({ firstName: '   ', phone: '', country: '' }), '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_sign_up',
      message: 'Missing required fields',
      fields: { firstName: 'Please fill in this field.', country: 'Please fill in this field.', phone: 'Please fill in this field.' },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ industry: 'Other' }, 'Missing industry specification', 'industryOther'],
    [{ howDidYouKnow: 'Other' }, 'Missing specification', 'howDidYouKnowOther'],
    [{ password: '12345' }, 'Password too short', 'password'],
    [{ password: 'password' }, 'Password too common', 'password'],
    [{ dob: '2999-01-01' }, 'Invalid date of birth', 'dob'],
    [{ dob: '1999-02-30' }, 'Invalid date of birth', 'dob'],
    [{ role: 'admin' }, 'Invalid choice', 'role'],
    [{ email: 'not-an-email' }, 'Invalid email', 'email'],
    [{ country: 'France' }, 'Invalid country', 'country'],
    [{ phone: 'call me' }, 'Invalid phone number', 'phone'],
    [{ gender: 'robot' }, 'Invalid choice', 'gender'],
    [{ linkedin: 'not a url' }, 'Invalid LinkedIn profile', 'linkedin'],
    [{ linkedin: 'https://example.com/in/amina' }, 'Invalid LinkedIn profile', 'linkedin'],
    [{ lastName: 'Yusuf\u0000' }, en.validation.controlCharacters, 'lastName'],
    [{ firstName: 'Amina\nYusuf' }, en.validation.lineBreaks, 'firstName'],
  ])('refuses %o with "%s" and writes nothing', async (override, message, field) => {
    const before = await userCount();
    const res = await signUp(signUpBody(override as Record<string, string>), nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('stores a LinkedIn address typed without https:// made whole', async () => {
    const body = signUpBody({ linkedin: 'linkedin.com/in/amina-yusuf' });
    expect((await signUp(body, '10.0.0.5')).statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile?.linkedinUrl).toBe('https://linkedin.com/in/amina-yusuf');
  });

  it('stores the specified text in place of Other', async () => {
    const body = signUpBody({ industry: 'Other', industryOther: 'Fashion', howDidYouKnow: 'Other', howDidYouKnowOther: 'A radio show' });
    expect((await signUp(body, '10.0.0.4')).statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile).toMatchObject({ industry: 'Fashion', howDidYouKnowAboutUs: 'A radio show' });
  });

  it('answers a taken address like a new one, changes nothing, and tells the owner by mail', async () => {
    const body = signUpBody();
    await signUp(body, '10.0.0.5');
    await waitForMail(t.mailDir, body.email, { subject: /Confirm/ });
    const before = await userCount();
    const again = await signUp({ ...body, firstName: 'Impostor', password: 'another-pass-9' }, '10.0.0.5');
    expect(again.statusCode).toBe(201);
    expect(await userCount()).toBe(before);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile?.firstName).toBe('Amina');
    const mail = await waitForMail(t.mailDir, body.email, { subject: /already have/ });
    expect(mail.text).not.toContain('Impostor');
  });

  it('limits sign-ups per address with a clear 429', async () => {
    const body = signUpBody();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signUp(body, `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const res = await signUp(body, '10.1.0.9');
    expect(res.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the accounts made from one IP in an hour, past its limit on attempts, with a clear 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signUp(signUpBody(), ip)).statusCode).toBe(201);
    expect((await signUp(signUpBody(), ip)).json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    // Ten minutes later the attempts are allowed again, but the hour's accounts are made.
    await t.database.db.execute(sql`update rate_limits set window_start = now() - interval '11 minutes' where key = ${`ip:sign-up:${ip}`}`);
    const before = await userCount();
    const res = await signUp(signUpBody(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many accounts were created from this network in the last hour. Please try again later.',
    });
    expect(await userCount()).toBe(before);
    expect((await signUp(signUpBody(), nextIp())).statusCode).toBe(201);
  });

  it('refuses a sign-up sent from another site', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      payload: signUpBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site');
    expect(await userCount()).toBe(before);
    expect((await readMails(t.mailDir)).some((m) => m.subject.includes('evil'))).toBe(false);
  });
});
