/**
 * The kept session read (decision 059): signed-in requests after the first skip the query, and
 * every change to what it holds reaches the next request at once, whichever way it was made (our
 * routes, better-auth, or straight in the database).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORIGIN, apiCaller, sessionCookie, signedInMember } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json();
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
const kept = (cookie: string) => t.app.viewerCache.get(tokenOf(cookie), Date.now()) !== undefined;

let ip = 0;
const signInAgain = async (m: { email: string; password: string }) =>
  sessionCookie(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: m.email, password: m.password },
      headers: { origin: ORIGIN },
      remoteAddress: `10.59.0.${++ip}`,
    }),
  );

describe('the kept session read', () => {
  it('is kept after the first signed-in request and answers the next ones', async () => {
    const m = await signedInMember(t);
    await me(m.cookie);
    expect(kept(m.cookie)).toBe(true);
    expect(await me(m.cookie)).toMatchObject({ profile: { id: m.id } });
    // An answer from the kept read is an answer like any other: the security headers included.
    const list = await call('GET', '/api/notifications', m.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' });
    expect(list.headers['content-security-policy']).toContain("default-src 'self'");
    // One object answers many requests: none may change it for the others.
    expect(Object.isFrozen(t.app.viewerCache.get(tokenOf(m.cookie), Date.now())!.viewer.profile)).toBe(true);
  });

  it('ends at once when the member signs out, or another of their sign-ins revokes it', async () => {
    const m = await signedInMember(t);
    const phone = await signInAgain(m);
    await me(m.cookie);
    await me(phone);
    expect(kept(phone)).toBe(true);

    expect((await call('POST', '/api/auth/revoke-other-sessions', m.cookie, {})).statusCode).toBe(200);
    expect(kept(phone)).toBe(false);
    expect((await call('GET', '/api/notifications', phone)).statusCode).toBe(401);

    await me(m.cookie);
    expect((await call('POST', '/api/auth/sign-out', m.cookie, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', m.cookie)).statusCode).toBe(401);
  });

  it('ends at once when the sign-in is deleted or the member suspended straight in the database', async () => {
    const m = await signedInMember(t);
    await me(m.cookie);
    await t.database.db.execute(sql`delete from auth_sessions where token = ${tokenOf(m.cookie)}`);
    expect(await me(m.cookie)).toBeNull();

    const n = await signedInMember(t);
    await me(n.cookie);
    await t.database.db.execute(sql`update profiles set suspended_at = now(), suspension_reason = 'Spam' where id = ${n.id}`);
    expect((await call('GET', '/api/notifications', n.cookie)).statusCode).toBe(401);
  });

  it('shows a new name and new display settings on the very next request', async () => {
    const m = await signedInMember(t);
    await me(m.cookie);
    expect((await call('PATCH', '/api/account-settings', m.cookie, { currency: 'NGN' })).statusCode).toBe(200);
    expect(await me(m.cookie)).toMatchObject({ currency: 'NGN' });
    await t.database.db.execute(sql`update profiles set first_name = 'Renamed' where id = ${m.id}`);
    expect(await me(m.cookie)).toMatchObject({ profile: { firstName: 'Renamed' } });
  });

  it('is not kept past the next last-active write, which the idle timeout needs', async () => {
    const m = await signedInMember(t);
    await me(m.cookie);
    // As if the last activity were two minutes ago: the entry is due, and the next request writes it.
    const entry = t.app.viewerCache.get(tokenOf(m.cookie), Date.now());
    expect(entry!.validUntil).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(t.app.viewerCache.get(tokenOf(m.cookie), Date.now() + 120_000)).toBeUndefined();
  });
});
