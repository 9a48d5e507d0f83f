/**
 * `npm run bench:reminders` (decision 048): 10,000 confirmed sessions start in the same hour and
 * every 30-minute reminder falls due at once; each of the 20,000 members has a phone subscribed to
 * push and email on. Are all reminders sent, by push (the local push-service stand-in, which checks
 * VAPID and decrypts each payload) and by mail (the SMTP catcher, in a process of its own), within
 * 60 s of being due, each member once per channel? Seeds a throwaway database (lib/bench-run.ts),
 * starts the real server in this process with its job worker, and counts what arrives. A channel
 * added later (SMS) is counted by adding its stand-in here. Prints last:
 * `reminders: all sent in N s (budget 60 s), duplicates N, missing N`.
 * BENCH_SESSIONS sets the number of sessions (a short run to try it out).
 */
import { sql } from 'drizzle-orm';
import { startPushService } from '../src/test/push-service.ts';
import { benchDatabase, onCleanUp, wasInterrupted, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { catcherProcess } from './lib/smtp-catcher.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10_000);
const BUDGET_S = 60;
const CHUNK = 1_000;

async function main() {
  const { url, database } = await benchDatabase();
  const db = database.db;
  const pushService = await startPushService();
  onCleanUp(() => pushService.close());
  const members = SESSIONS * 2;
  console.log(`Seeding ${SESSIONS.toLocaleString('en')} sessions in one hour, ${members.toLocaleString('en')} members with a phone each…`);
  const seeded = performance.now();
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select 'bench-' || i, 'Member ' || i, 'member' || i || '@example.com', true from generate_series(1, ${members}::int) i
      returning id, email)
    insert into profiles (id, first_name, last_name, email, timezone) select id, 'Member', id, email, 'Africa/Lagos' from made`);
  // Mentor 2i-1 meets mentee 2i, every session in the same hour.
  await db.execute(sql`
    insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents, meeting_url)
    select 'bench-' || (2 * i - 1), 'bench-' || (2 * i), 'Career chat ' || i, 'confirmed',
      date_trunc('hour', now()) + interval '2 hours', date_trunc('hour', now()) + interval '150 minutes',
      date_trunc('hour', now()) + interval '150 minutes', 0, 'https://meet.jit.si/ProsperMentor-bench-' || i
    from generate_series(1, ${SESSIONS}::int) i`);
  for (let from = 1; from <= members; from += CHUNK) {
    const rows = [];
    for (let i = from; i < Math.min(from + CHUNK, members + 1); i++) {
      const { subscription } = pushService.device(`bench-${i}`);
      rows.push(sql`(${`bench-${i}`}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth}, 'phone')`);
    }
    await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, device) values ${sql.join(rows, sql`, `)}`);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const catcher = await catcherProcess();
  const server = await startBenchServer({
    url,
    database,
    jobPollMs: 50,
    env: { SMTP_URL: catcher.url, PUSH_SERVICE_ORIGINS: pushService.origin, JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '16' },
  });
  // Every reminder due now, as if the hour had come.
  await db.execute(sql`
    insert into jobs (kind, payload, run_at, unique_key)
    select 'session_reminder', jsonb_build_object('sessionId', id, 'startsAt', to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      now(), 'session_reminder:' || id
    from sessions`);
  const due = performance.now();
  console.log('All reminders due…');
  const expected = members;
  let report = await catcher.report();
  let last = 0;
  while (
    (report.recipients < expected || new Set(pushService.received.map((p) => p.device)).size < expected) &&
    performance.now() - due < BUDGET_S * 3_000 &&
    !wasInterrupted()
  ) {
    await new Promise((r) => setTimeout(r, 250));
    report = await catcher.report();
    const sent = report.mails + pushService.received.length;
    if (sent - last >= 5_000) {
      console.log(
        `  ${report.mails} mails, ${pushService.received.length} pushes after ${((performance.now() - due) / 1000).toFixed(1)} s`,
      );
      last = sent;
    }
  }
  const tookS = (performance.now() - due) / 1000;
  // Anything sent twice would arrive shortly after.
  await new Promise((r) => setTimeout(r, 1_000));
  report = await catcher.report();
  const devices = new Set(pushService.received.map((p) => p.device)).size;
  console.log(`  ${report.mails} mails to ${report.recipients} members, ${pushService.received.length} pushes to ${devices} phones`);
  await server.app.close();
  catcher.stop();
  return {
    tookS,
    duplicates: report.mails - report.recipients + (pushService.received.length - devices),
    missing: expected - report.recipients + (expected - devices),
  };
}

await runBenchmark('reminders', async () => {
  const r = await main();
  return [
    { name: 'all sent in', value: r.tookS, budget: BUDGET_S, unit: 's' },
    { name: 'duplicates', value: r.duplicates, budget: 0, unit: 'count' },
    { name: 'missing', value: r.missing, budget: 0, unit: 'count' },
  ];
});
