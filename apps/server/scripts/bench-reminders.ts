/**
 * `npm run bench:reminders` (decisions 048, 058): 10,000 confirmed sessions start in the same hour
 * and every 30-minute reminder falls due at once; each of the 20,000 members has a phone subscribed
 * to push, email on, and texts on to a verified Kenyan number. Are all reminders sent, by push (the
 * local push-service stand-in, which checks VAPID and decrypts each payload), by mail (the SMTP
 * catcher) and by SMS (the Africa's Talking stand-in), each stand-in in a process of its own as
 * those services are on machines of their own, within 60 s of being due, each member once per
 * channel? Seeds a throwaway database (lib/bench-run.ts) with
 * set-based statements (no statement per member), starts the real server in this process with its
 * job worker and the flags it ships with (lib/server-flags.ts), and counts what arrives. Prints last:
 * `reminders: all sent in N s (budget 60 s), duplicates N, missing N`.
 * BENCH_SESSIONS sets the number of sessions (a short run to try it out).
 */
import { sql } from 'drizzle-orm';
import { AT_CREDENTIALS } from '../src/test/sms-providers.ts';
import { benchDatabase, wasInterrupted, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { deliveryStandIns } from './lib/delivery-stand-ins.ts';
import { requireServerFlags } from './lib/server-flags.ts';
import { catcherProcess } from './lib/smtp-catcher.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10_000);
const BUDGET_S = 60;

async function main() {
  requireServerFlags('bench:reminders');
  const { url, database } = await benchDatabase();
  const db = database.db;
  const standIns = await deliveryStandIns();
  const members = SESSIONS * 2;
  console.log(`Seeding ${SESSIONS.toLocaleString('en')} sessions in one hour, ${members.toLocaleString('en')} members with a phone each…`);
  const seeded = performance.now();
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select 'bench-' || i, 'Member ' || i, 'member' || i || '@example.com', true from generate_series(1, ${members}::int) i
      returning id, email)
    insert into profiles (id, first_name, last_name, email, timezone, phone)
    select id, 'Member', id, email, 'Africa/Lagos', '+2547' || lpad(substr(id, 7), 8, '0') from made`);
  // Texts on, to a number verified already, in a country admins allow.
  await db.execute(sql`
    insert into user_notification_settings (user_id, sms_notifications_enabled)
    select 'bench-' || i, true from generate_series(1, ${members}::int) i`);
  await db.execute(sql`
    insert into member_phones (user_id, phone, tries_left, verified_at)
    select 'bench-' || i, '+2547' || lpad(i::text, 8, '0'), 0, now() from generate_series(1, ${members}::int) i`);
  await db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya')`);
  // Mentor 2i-1 meets mentee 2i, every session in the same hour.
  await db.execute(sql`
    insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents, meeting_url)
    select 'bench-' || (2 * i - 1), 'bench-' || (2 * i), 'Career chat ' || i, 'confirmed',
      date_trunc('hour', now()) + interval '2 hours', date_trunc('hour', now()) + interval '150 minutes',
      date_trunc('hour', now()) + interval '150 minutes', 0, 'https://meet.jit.si/ProsperMentor-bench-' || i
    from generate_series(1, ${SESSIONS}::int) i`);
  // Each device's keys are made by the push service's stand-in (it decrypts with them), member i's
  // the i-th: one statement takes them all.
  const devices = await standIns.subscriptions(members);
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth, device)
    select 'bench-' || i, e, p, a, 'phone'
    from unnest(${sql.param(devices.map((d) => d.endpoint))}::text[], ${sql.param(devices.map((d) => d.p256dh))}::text[],
      ${sql.param(devices.map((d) => d.auth))}::text[]) with ordinality as x(e, p, a, i)`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const catcher = await catcherProcess();
  const server = await startBenchServer({
    url,
    database,
    jobPollMs: 50,
    env: {
      SMTP_URL: catcher.url,
      PUSH_SERVICE_ORIGINS: standIns.pushOrigin,
      AFRICASTALKING_USERNAME: AT_CREDENTIALS.username,
      AFRICASTALKING_API_KEY: AT_CREDENTIALS.apiKey,
      AFRICASTALKING_BASE_URL: standIns.smsOrigin,
      // Every member texted once: the cap is not what is measured.
      SMS_DAILY_CAP: String(members * 2),
      JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '16',
    },
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
  let arrived = await standIns.report();
  let last = 0;
  while (
    (report.recipients < expected || arrived.pushedDevices < expected || arrived.textedNumbers < expected) &&
    performance.now() - due < BUDGET_S * 3_000 &&
    !wasInterrupted()
  ) {
    await new Promise((r) => setTimeout(r, 250));
    report = await catcher.report();
    arrived = await standIns.report();
    const sent = report.mails + arrived.pushes + arrived.texts;
    if (sent - last >= 5_000) {
      console.log(
        `  ${report.mails} mails, ${arrived.pushes} pushes, ${arrived.texts} texts after ${((performance.now() - due) / 1000).toFixed(1)} s`,
      );
      last = sent;
    }
  }
  const tookS = (performance.now() - due) / 1000;
  // Counted once, after the server has closed: closing waits for the sends in flight, and what
  // they deliver is neither missing nor a duplicate. Counting part before and part after (as this
  // bench once did) took a late first push or text for a second one (decision 063).
  await server.app.close();
  // Anything sent twice would have arrived by now.
  await new Promise((r) => setTimeout(r, 1_000));
  report = await catcher.report();
  catcher.stop();
  arrived = await standIns.report();
  standIns.stop();
  if (arrived.refusedPushes > 0) throw new Error(`the push service refused ${arrived.refusedPushes} pushes`);
  const channels = [
    { name: 'mail', sent: report.mails, reached: report.recipients },
    { name: 'push', sent: arrived.pushes, reached: arrived.pushedDevices },
    { name: 'sms', sent: arrived.texts, reached: arrived.textedNumbers },
  ];
  for (const c of channels)
    console.log(`  ${c.name}: ${c.sent} sent to ${c.reached} members, duplicates ${c.sent - c.reached}, missing ${expected - c.reached}`);
  return {
    tookS,
    duplicates: channels.reduce((n, c) => n + c.sent - c.reached, 0),
    missing: channels.reduce((n, c) => n + expected - c.reached, 0),
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
