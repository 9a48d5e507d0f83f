import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { ORIGIN, waitForMail } from '../../test/test-app.ts';
import { signUpBody } from '../../test/sign-up-body.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN }, remoteAddress: `10.31.0.${++ip}` });
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const nextOf = (link: string) => new URL(link).searchParams.get('next');

describe('returning to the page a visitor started from, through the confirmation mail', () => {
  it('carries a page of this site from the sign-up into the mail’s link, and into a resent one', async () => {
    const body = signUpBody({ returnTo: '/sessions/book/mentor-1?length=60' });
    expect((await post('/api/accounts/sign-up', body)).statusCode).toBe(201);
    const mail = await waitForMail(t.mailDir, body.email);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?token=[^&]+&next=/);
    expect(nextOf(mail.links[0]!)).toBe('/sessions/book/mentor-1?length=60');

    const resent = await post('/api/auth/send-verification-email', { email: body.email, callbackURL: '/sessions/book/mentor-1' });
    expect(resent.statusCode).toBe(200);
    await expect
      .poll(async () => nextOf((await waitForMail(t.mailDir, body.email)).links[0]!), { timeout: 5000 })
      .toBe('/sessions/book/mentor-1');
  });

  it('links to the confirm page alone when there is nowhere to return to', async () => {
    const body = signUpBody();
    expect((await post('/api/accounts/sign-up', body)).statusCode).toBe(201);
    const mail = await waitForMail(t.mailDir, body.email);
    expect(nextOf(mail.links[0]!)).toBeNull();
  });

  it('refuses a return address off this site, creating no account and sending nothing', async () => {
    const before = await userCount();
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(400)}`]) {
      const res = await post('/api/accounts/sign-up', signUpBody({ returnTo }));
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json().error.message).toBe('The page to return to must be a page of this site.');
    }
    expect(await userCount()).toBe(before);
    const resend = await post('/api/auth/send-verification-email', { email: 'someone@example.com', callbackURL: 'https://evil.example/' });
    expect(resend.statusCode).toBe(400);
  });
});
