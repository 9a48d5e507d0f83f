import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { createTestApp, ORIGIN, signInCookie, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoData, shouldSeed } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withEnv = (env: 'development' | 'production', demoData?: boolean) => ({ ...t.config, env, demoData });

it('seeds an empty embedded database once, never in production, never when DEMO_DATA is false', async () => {
  const embedded = t.database.kind === 'pglite';
  expect(await shouldSeed(withEnv('development'), t.database)).toBe(embedded);
  expect(await shouldSeed(withEnv('development', true), t.database)).toBe(true);
  expect(await shouldSeed(withEnv('development', false), t.database)).toBe(false);
  expect(await shouldSeed(withEnv('production', true), t.database)).toBe(false);

  const demo = await seedDemoData(t.database.db, t.app.storage);
  const roles = demo.accounts.map((a) => a.role);
  expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  expect(roles.filter((r) => r === 'mentee')).toHaveLength(3);
  expect(roles.filter((r) => r === 'mentor')).toHaveLength(40);
  expect(await shouldSeed(withEnv('development', true), t.database)).toBe(false);
  const [row] = await t.database.db.select({ n: count() }).from(users);
  expect(row?.n).toBe(44);
  // Listed mentors across a dozen countries or more, most with pictures.
  const cookie = await signInCookie(t.app, { email: 'chidi.eze@demo.prospermentor.africa', password: DEMO_PASSWORD });
  const filters = (await t.app.inject({ method: 'GET', url: '/api/mentors/filters', headers: { cookie } })).json();
  expect(filters.countries.length).toBeGreaterThanOrEqual(12);
  const page = (await t.app.inject({ method: 'GET', url: '/api/mentors?page=2', headers: { cookie } })).json();
  expect(page.items.every((m: { avatarUrl: string | null }) => m.avatarUrl?.endsWith('-256.webp'))).toBe(true);
});

it('lets every demo member sign in with the printed password', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'amara.okafor@demo.prospermentor.africa', password: DEMO_PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(res.statusCode).toBe(200);
});
