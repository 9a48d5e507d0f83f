import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app.ts';
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

  const demo = await seedDemoData(t.database.db);
  expect(demo.accounts.map((a) => a.role).sort()).toEqual([
    'admin',
    'mentee',
    'mentee',
    'mentee',
    'mentor',
    'mentor',
    'mentor',
    'mentor',
    'mentor',
    'mentor',
  ]);
  expect(await shouldSeed(withEnv('development', true), t.database)).toBe(false);
  const [row] = await t.database.db.select({ n: count() }).from(users);
  expect(row?.n).toBe(10);
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
