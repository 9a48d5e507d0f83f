/**
 * `npm run bench:slots`: does computing a mentor's free slots for the next 30 days answer within
 * budget (p95 under 20 ms) with 10,000 mentors and 500,000 booked sessions? Seeds a throwaway
 * database (see lib/bench-run.ts): every mentor with weekday hours in one of several African zones
 * and a 15-minute buffer, fifty sessions each over the past four months and the next month. Then
 * asks the real HTTP API for random mentors' slots as a signed-in member, 4 requests in flight from
 * a separate process (decision 008), and prints the result last: `slots: p95 N ms (budget 20 ms)`.
 */
import { sql } from 'drizzle-orm';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { timeGets } from './lib/http-load.ts';
import { percentile } from './lib/load.ts';

const MENTORS = Number(process.env.BENCH_MENTORS ?? 10_000);
const PER_MENTOR = 50;
const BATCH = 1_000;
const BUDGET_MS = 20;
const WARM_UP = 200;
const REQUESTS = 2_000;
const CONCURRENCY = 4;
const ms = (n: number) => n.toFixed(1);
const ZONES = ['Africa/Lagos', 'Africa/Nairobi', 'Africa/Johannesburg', 'Africa/Accra', 'Africa/Cairo', 'Africa/Casablanca'];

async function main(): Promise<number> {
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(`Seeding ${MENTORS.toLocaleString('en')} mentors and ${(MENTORS * PER_MENTOR).toLocaleString('en')} sessions…`);
  const started = performance.now();
  const hours = JSON.stringify([1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })));
  for (let from = 1; from <= MENTORS; from += BATCH) {
    const to = Math.min(MENTORS, from + BATCH - 1);
    await db.execute(sql`
      with made as (
        insert into users (id, name, email, email_verified)
        select p || i, 'Member ' || p || i, p || i || '@example.com', true
        from generate_series(${from}::int, ${to}::int) i, unnest(array['mentor-', 'mentee-']) p returning id, email)
      insert into profiles (id, first_name, last_name, email, role)
      select id, 'Member', id, email, (case when id like 'mentor-%' then 'mentor' else 'mentee' end)::role from made`);
    await db.execute(sql`
      insert into mentor_profiles (id, hourly_rate_cents, timezone, onboarding_completed_at)
      select 'mentor-' || i, 2000 + (i % 10) * 500, (${sql.param(ZONES)}::text[])[1 + i % ${ZONES.length}::int], now()
      from generate_series(${from}::int, ${to}::int) i`);
    await db.execute(sql`
      insert into mentor_availability (mentor_id, timezone, weekly_hours, session_lengths, buffer_minutes, min_notice_minutes, horizon_days)
      select 'mentor-' || i, (${sql.param(ZONES)}::text[])[1 + i % ${ZONES.length}::int], ${hours}::jsonb, '{30,60}', 15, 120, 60
      from generate_series(${from}::int, ${to}::int) i`);
    // Fifty sessions a mentor, three days apart, from four months ago to a month ahead; each mentor's
    // mentee books only them, so neither exclusion constraint is crossed. Past ones are done.
    await db.execute(sql`
      insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents, created_at)
      select 'mentor-' || i, 'mentee-' || i, 'Session ' || k,
        (case when t < now() then 'completed' when k % 4 = 0 then 'requested' else 'confirmed' end)::session_status,
        t, t + interval '1 hour', t + interval '75 minutes', 4000, t - interval '3 days'
      from generate_series(${from}::int, ${to}::int) i, generate_series(0, ${PER_MENTOR - 1}::int) k,
        lateral (select date_trunc('hour', now()) - interval '120 days' + make_interval(hours => k * 72 + (i % 9))) s(t)`);
    process.stdout.write(`  ${to.toLocaleString('en')} mentors\r`);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${ms((performance.now() - started) / 1000)} s`);

  const server = await startBenchServer({ url, database });
  const [cookie] = await server.sessionCookies(['mentee-1']);
  const done = await timeGets({
    url: () => `${server.base}/api/mentors/mentor-${1 + Math.floor(Math.random() * MENTORS)}/slots?length=60&days=30`,
    cookie: cookie!,
    what: 'slot lists of random mentors, 30 days each',
    warmUp: WARM_UP,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
  });
  return percentile(done, 95);
}

await runBenchmark('slots', async () => [{ name: 'p95', value: await main(), budget: BUDGET_MS }]);
