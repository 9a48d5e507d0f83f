import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../seed/factories.ts';
import { signInCookie } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { rowsOf } from '../db/client.ts';

const t = useTestApp();

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const DAY = 24 * 3600_000;
/** The signed value of a `name=value` cookie, and the session token it carries. */
const signedValue = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
const tokenOf = (cookie: string) => signedValue(cookie).split('.')[0]!;
/** Moves a session's dates into the past, as if it had been created and last extended that long ago. */
const age = (cookie: string, o: { createdDaysAgo: number; expiresInDays: number }) =>
  t.database.db.execute(sql`update auth_sessions set created_at = ${new Date(Date.now() - o.createdDaysAgo * DAY)},
    expires_at = ${new Date(Date.now() + o.expiresInDays * DAY)}
    where token = ${tokenOf(cookie)}`);

describe('the session behind each request', () => {
  it('knows the member from a signed cookie, and nobody from a forged one', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    expect((await me(cookie)).json()).toMatchObject({ user: { email: member.email }, profile: { id: member.id }, currency: 'USD' });

    const name = cookie.slice(0, cookie.indexOf('='));
    const token = tokenOf(cookie);
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect((await me(forged)).body).toBe('null');
    expect((await me(`${name}=${token}`)).body).toBe('null');
    const guarded = await t.app.inject({ method: 'GET', url: '/api/mentors', headers: { cookie: forged } });
    expect(guarded.statusCode).toBe(401);
  });

  it('extends a session used a day after it was last extended, in the database and in the browser', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const fresh = await me(cookie);
    expect(fresh.cookies).toEqual([]);

    await age(cookie, { createdDaysAgo: 2, expiresInDays: 5 });
    const res = await me(cookie);
    expect(res.json()).toMatchObject({ user: { email: member.email } });
    const renewed = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(renewed).toMatchObject({ value: signedValue(cookie), maxAge: 7 * 24 * 3600, httpOnly: true });
    const [row] = rowsOf<{ expires_at: string }>(
      await t.database.db.execute(sql`select expires_at from auth_sessions where user_id = ${member.id}`),
    );
    expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('ends an expired session, and one older than 30 days however active', async () => {
    const member = await createMember(t.database.db);
    const expired = await signInCookie(t.app, member);
    await age(expired, { createdDaysAgo: 8, expiresInDays: -1 });
    expect((await me(expired)).body).toBe('null');

    const old = await signInCookie(t.app, member);
    await age(old, { createdDaysAgo: 31, expiresInDays: 6 });
    expect((await me(old)).body).toBe('null');
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from auth_sessions where user_id = ${member.id}`),
    );
    expect(left!.n).toBe(0);
  });
});
