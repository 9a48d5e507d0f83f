/**
 * The kept session read with two instances on one PostgreSQL (decision 059): a sign-in revoked
 * through one instance is refused by that instance on the very next request, and by the other as
 * soon as PostgreSQL's notification reaches it; while an instance's LISTEN connection is down it
 * keeps nothing and reads every session. Runs on TEST_DATABASE_URL, or on a throwaway PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../seed/factories.ts';
import { createTestApp, freshDatabaseUrl, ORIGIN, signInCookie, type TestApp } from '../test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';

let server: ThrowawayPostgres | undefined;
let drop: () => Promise<void>;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    server = await startThrowawayPostgres();
    serverUrl = server.url;
  }
  const fresh = await freshDatabaseUrl(serverUrl);
  drop = fresh.drop;
  one = await createTestApp({}, { databaseUrl: fresh.url });
  two = await createTestApp({}, { databaseUrl: fresh.url });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await drop?.();
  server?.stop();
});

const call = (t: TestApp, method: 'GET' | 'POST', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(method === 'POST' ? { payload: {} } : {}) });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
const kept = (t: TestApp, cookie: string) => t.app.viewerCache.get(tokenOf(cookie), Date.now()) !== undefined;
/** Milliseconds until the instance refuses the cookie (at most two seconds). */
async function refusedWithin(t: TestApp, cookie: string) {
  const started = performance.now();
  while ((await call(t, 'GET', '/api/notifications', cookie)).statusCode !== 401) {
    if (performance.now() - started > 2000) throw new Error('still signed in after 2 s');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return performance.now() - started;
}

describe('the kept session read on two instances', () => {
  it('is refused by the revoking instance at once, and by the other when the notification lands', async () => {
    const member = await createMember(one.database.db);
    const cookie = await signInCookie(one.app, member);
    for (const t of [one, two]) {
      expect((await call(t, 'GET', '/api/notifications', cookie)).statusCode).toBe(200);
      expect((await call(t, 'GET', '/api/notifications', cookie)).statusCode).toBe(200);
      expect(kept(t, cookie)).toBe(true);
    }

    expect((await call(one, 'POST', '/api/auth/sign-out', cookie)).statusCode).toBe(200);
    // The writing connection heard its own notification before the sign-out's query returned.
    expect(kept(one, cookie)).toBe(false);
    expect((await call(one, 'GET', '/api/notifications', cookie)).statusCode).toBe(401);
    expect(await refusedWithin(two, cookie)).toBeLessThan(250);
    expect(kept(two, cookie)).toBe(false);
  });

  it('shows a change made through one instance on the other', async () => {
    const member = await createMember(one.database.db);
    const cookie = await signInCookie(two.app, member);
    await call(two, 'GET', '/api/me', cookie);
    expect(kept(two, cookie)).toBe(true);
    await one.database.db.execute(sql`update profiles set first_name = 'Renamed' where id = ${member.id}`);
    const deadline = Date.now() + 2000;
    while (kept(two, cookie) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
    expect((await call(two, 'GET', '/api/me', cookie)).json()).toMatchObject({ profile: { firstName: 'Renamed' } });
  });

  it('keeps nothing while its LISTEN connection is down, and keeps again once it is back', async () => {
    const member = await createMember(one.database.db);
    const cookie = await signInCookie(one.app, member);
    await call(two, 'GET', '/api/me', cookie);
    expect(kept(two, cookie)).toBe(true);

    await one.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen "viewer_changed"' and pid <> pg_backend_pid()`);
    const deadline = Date.now() + 2000;
    while (two.app.viewerCache.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(kept(two, cookie)).toBe(false);

    // Back within the listener's back-off (250 ms first), the instance keeps reads again.
    const back = Date.now() + 5000;
    while (!kept(two, cookie) && Date.now() < back) {
      expect((await call(two, 'GET', '/api/me', cookie)).json()).toMatchObject({ profile: { id: member.id } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(kept(two, cookie)).toBe(true);
    await one.database.db.execute(sql`delete from auth_sessions where user_id = ${member.id}`);
    expect(await refusedWithin(two, cookie)).toBeLessThan(250);
  });
});
