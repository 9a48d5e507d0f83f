import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rollUpFieldReports, scheduleRollUp } from './roll-up.ts';

const t = useTestApp();
const now = new Date('2026-11-26T10:00:00Z');
const db = () => t.database.db;
const select = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db().execute(query));

async function vitalAt(at: string, value: number, rating: string) {
  await db().execute(sql`
    insert into web_vital_reports (name, value, delta, rating, metric_id, navigation_type, page, url, referrer, user_agent, session_id, measured_at, created_at)
    values ('LCP', ${value}, ${value}, ${rating}, 'v5-1', 'navigate', '/mentors', 'https://prosper.test/mentors', '', 'UA', ${randomUUID()}, ${at}, ${at})`);
}
async function errorAt(at: string) {
  await db().execute(sql`
    insert into client_errors (kind, message, filename, lineno, colno, url, measured_at, created_at)
    values ('javascript-error', 'TypeError: x is undefined', 'https://prosper.test/assets/index.js', 3, 14, 'https://prosper.test/', ${at}, ${at})`);
}
async function alertAt(at: string) {
  await db().execute(sql`
    insert into performance_alerts (alert, metric, value, url, session_id, measured_at, created_at)
    values ('slow-resource', 'resource', 2500, 'https://prosper.test/a.jpg', ${randomUUID()}, ${at}, ${at})`);
}

it('rolls days older than 28 into daily summaries and deletes their raw rows, once, and drops summaries past 13 months', async () => {
  // 30 days ago (rolled up), 2 days ago (kept raw, inside every window).
  for (const [value, rating] of [
    [1000, 'good'],
    [2000, 'good'],
    [3000, 'needs-improvement'],
    [5000, 'poor'],
  ] as const) {
    await vitalAt('2026-10-27T08:00:00Z', value, rating);
  }
  await vitalAt('2026-11-24T08:00:00Z', 1500, 'good');
  for (let i = 0; i < 3; i++) await errorAt('2026-10-17T23:59:00Z');
  await errorAt('2026-11-26T09:00:00Z');
  await alertAt('2026-10-27T08:00:00Z');
  await alertAt('2026-11-26T09:00:00Z');
  await db().execute(sql`insert into web_vital_days (day, page, name, count, p75, good, needs_improvement, poor)
    values ('2025-08-01', '/about', 'CLS', 1, 0.3, 0, 0, 1)`);

  await rollUpFieldReports(db(), now);
  await rollUpFieldReports(db(), now);

  expect(await select(sql`select day::text, page, name, count, p75, good, needs_improvement, poor from web_vital_days`)).toEqual([
    { day: '2026-10-27', page: '/mentors', name: 'LCP', count: 4, p75: 3500, good: 2, needs_improvement: 1, poor: 1 },
  ]);
  expect(await select(sql`select value from web_vital_reports`)).toEqual([{ value: 1500 }]);
  expect(await select(sql`select day::text, message, lineno, colno, count from client_error_days`)).toEqual([
    { day: '2026-10-17', message: 'TypeError: x is undefined', lineno: 3, colno: 14, count: 3 },
  ]);
  expect(await select(sql`select count(*)::int as n from client_errors`)).toEqual([{ n: 1 }]);
  expect(await select(sql`select count(*)::int as n from performance_alerts`)).toEqual([{ n: 1 }]);
});

it('is queued once a night however many instances ask', async () => {
  await Promise.all([scheduleRollUp(db(), now), scheduleRollUp(db(), now)]);
  await scheduleRollUp(db(), new Date('2026-11-26T23:59:00Z'));
  const queued = await select<{ run_at: string }>(sql`select run_at from jobs where kind = 'monitoring_roll_up'`);
  expect(queued.map((job) => new Date(job.run_at).toISOString())).toEqual(['2026-11-27T00:30:00.000Z']);
});
