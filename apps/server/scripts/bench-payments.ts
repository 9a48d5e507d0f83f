/**
 * `npm run bench:payments`: does a payment become paid within budget (p99 under 250 ms) when
 * Paystack's webhooks arrive in a burst? On the embedded database (PGlite), 500 sessions confirmed
 * with a Paystack payment open, each paid at the local Paystack stand-in; then the stand-in's
 * signed charge.success events, each sent twice, shuffled, 20 in flight, to the real server over
 * HTTP from a separate process. Before them, one webhook for each of 50 other payments, timed apart,
 * takes the first requests of a server just started, as a server in service is warm. Each is timed from its sending until the server's answer, which comes after the transaction
 * that made the payment paid (or found it already paid) has committed; every webhook also makes the
 * verify call to the stand-in. Then every payment must be paid once, with one pair of notifications.
 * The stand-in and the senders run in processes of their own, as Paystack and its webhooks do not
 * share the server's event loop (lib/paystack-stand-in-process.ts, lib/webhook-load-client.ts).
 * The server runs with the flags it ships with (lib/server-flags.ts).
 * Prints last: `payments: paid p99 N ms (budget 250 ms), duplicates D, missing M`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { percentile } from './lib/load.ts';
import { requireServerFlags } from './lib/server-flags.ts';
import type { StandInMessage, StandInRequest } from './lib/paystack-stand-in-process.ts';
import type { WebhookLoadJob, WebhookLoadMessage } from './lib/webhook-load-client.ts';

/** The Paystack stand-in in a child process: its URL, and a way to pay transactions there and get their signed events. */
async function startStandIn() {
  const child = fork(new URL('./lib/paystack-stand-in-process.ts', import.meta.url));
  onCleanUp(() => child.connected && child.disconnect());
  const next = () =>
    new Promise<StandInMessage>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`The Paystack stand-in stopped (exit code ${code}).`)));
    });
  const started = await next();
  if (!('url' in started)) throw new Error(`The Paystack stand-in did not start: ${JSON.stringify(started)}`);
  return {
    url: started.url,
    async payAndSign(request: StandInRequest) {
      const answer = next();
      child.send(request);
      const message = await answer;
      if (!('events' in message)) throw new Error(`The Paystack stand-in: ${'error' in message ? message.error : 'no events'}`);
      return message.events;
    },
  };
}

/** Posts the events from a child process (lib/webhook-load-client.ts) and hands back its report. */
function sendWebhooks(job: WebhookLoadJob) {
  const client = fork(new URL('./lib/webhook-load-client.ts', import.meta.url));
  return new Promise<Extract<WebhookLoadMessage, { result: unknown }>['result']>((resolve, reject) => {
    client.once('message', (message: WebhookLoadMessage) => {
      client.disconnect();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message.result);
    });
    client.once('error', reject);
    client.once('exit', (code) => reject(new Error(`The webhook client stopped (exit code ${code}) before reporting.`)));
    client.send(job);
  });
}

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 500);
const WARM_UP = 50;
const DELIVERIES = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BUDGET_MS = 250;
const KEY = `sk_test_bench_${randomBytes(6).toString('hex')}`;
const CHARGE_KOBO = 6_200_000; // $40 at 1,550 naira.

async function main() {
  requireServerFlags('bench:payments');
  const database = await openDatabase({});
  onCleanUp(() => database.close());
  await database.migrate();
  const db = database.db;
  const paystack = await startStandIn();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-bench-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PAYSTACK_SECRET_KEYS: `NG:${KEY}`,
      PAYSTACK_BASE_URL: paystack.url,
    }),
    webDist: undefined,
  };
  const app = await buildApp({ config, database, jobPollMs: 0 });
  onCleanUp(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const seeded = PAYMENTS + WARM_UP;
  console.log(`Embedded PostgreSQL (PGlite); seeding ${seeded} confirmed sessions with a Paystack payment open…`);
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select p || i, 'Member ' || p || i, p || i || '@example.com', true
      from generate_series(1, ${seeded}::int) i, unnest(array['mentor-', 'mentee-']) p returning id, email)
    insert into profiles (id, first_name, last_name, email, role, country)
    select id, 'Member', id, email, (case when id like 'mentor-%' then 'mentor' else 'mentee' end)::role, 'Nigeria' from made`);
  await db.execute(sql`
    insert into mentor_profiles (id, hourly_rate_cents, timezone, onboarding_completed_at)
    select 'mentor-' || i, 4000, 'Africa/Lagos', now() from generate_series(1, ${seeded}::int) i`);
  await db.execute(sql`
    insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents, meeting_url)
    select 'mentor-' || i, 'mentee-' || i, (case when i <= ${WARM_UP} then 'Warm-up ' else 'Session ' end) || i, 'confirmed', t, t + interval '1 hour', t + interval '1 hour', 4000,
      'https://meet.jit.si/ProsperMentor-bench-' || i
    from generate_series(1, ${seeded}::int) i, lateral (select date_trunc('hour', now()) + interval '3 days') s(t)`);
  await db.execute(sql`
    insert into payments (session_id, payer_id, payee_id, amount_cents, provider, charge_country, charge_currency, charge_minor,
      charge_rate, fee_bearer, late_cancel_refund, hold_until)
    select id, mentee_id, mentor_id, 4000, 'paystack', 'NG', 'NGN', ${CHARGE_KOBO}, 1550, 'platform', 'none', now() + interval '1 day'
    from sessions`);
  const attempts = rowsOf<{ reference: string; warm_up: boolean }>(
    await db.execute(sql`
      with made as (
        insert into payment_attempts (payment_id, provider, country, reference, currency, amount_minor)
        select id, 'paystack', 'NG', 'pm_bench_' || session_id, 'NGN', ${CHARGE_KOBO} from payments
        returning reference, payment_id)
      select made.reference, s.title like 'Warm-up %' as warm_up
      from made join payments p on p.id = made.payment_id join sessions s on s.id = p.session_id`),
  );
  const references = attempts.map((a) => a.reference);

  // Each attempt opened at the stand-in under our reference and paid there (with no webhook URL it sends no event); the events are sent below.
  for (const reference of references) {
    const res = await fetch(`${paystack.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${reference}@example.com`, amount: CHARGE_KOBO, currency: 'NGN', reference, callback_url: base }),
    });
    if (!res.ok) throw new Error(`initialize: ${res.status}`);
  }
  const warmUp = await paystack.payAndSign({ pay: attempts.filter((a) => a.warm_up).map((a) => a.reference), deliveries: 1 });
  const events = await paystack.payAndSign({ pay: attempts.filter((a) => !a.warm_up).map((a) => a.reference), deliveries: DELIVERIES });
  for (let i = events.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [events[i], events[j]] = [events[j]!, events[i]!];
  }

  console.log(
    `Sending ${warmUp.length} webhooks to warm up, then ${events.length} timed, ${CONCURRENCY} at a time, from a process of their own…`,
  );
  const load = await sendWebhooks({ url: `${base}/api/payments/paystack/webhook`, warmUp, events, concurrency: CONCURRENCY });
  const coldFailures = load.warmUp.statuses.filter((s) => s !== 200).length;
  if (coldFailures > 0) throw new Error(`${coldFailures} of the ${warmUp.length} warm-up webhooks were not answered 200`);
  const cold = load.warmUp.ms.toSorted((a, b) => a - b);
  console.log(
    `Warm-up: ${warmUp.length} webhooks; p50 ${percentile(cold, 50).toFixed(1)} ms, max ${cold.at(-1)!.toFixed(1)} ms (not counted below)`,
  );
  const seconds = load.wallMs / 1000;
  const times = load.ms.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  const failures = load.statuses.filter((s) => s !== 200);

  const [counts] = rowsOf<{ paid: number; sent: number; received: number; extra_sent: number; extra_received: number }>(
    await db.execute(sql`
      with s as (
        select p.session_id, p.status,
          (select count(*) from notifications n where n.type = 'payment_sent' and n.data->>'session_id' = p.session_id::text) as sent,
          (select count(*) from mentor_notifications m where m.notification_type = 'payment_received'
             and m.data->>'session_id' = p.session_id::text) as received
        from payments p join sessions on sessions.id = p.session_id
        where sessions.title like 'Session %')
      select count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where sent >= 1)::int as sent, count(*) filter (where received >= 1)::int as received,
        coalesce(sum(greatest(sent - 1, 0)), 0)::int as extra_sent, coalesce(sum(greatest(received - 1, 0)), 0)::int as extra_received
      from s`),
  );
  const c = counts!;
  const duplicates = c.extra_sent + c.extra_received;
  const missing = PAYMENTS - Math.min(c.paid, c.sent, c.received);
  console.log(
    `${events.length} webhooks in ${seconds.toFixed(1)} s (${(events.length / seconds).toFixed(0)}/s), non-200 answers ${failures.length}; ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`${c.paid} of ${PAYMENTS} paid, ${c.sent} payment_sent and ${c.received} payment_received notified`);
  return { p99: percentile(times, 99), duplicates, missing };
}

await runBenchmark('payments', async () => {
  const r = await main();
  return [
    { name: 'paid p99', value: r.p99, budget: BUDGET_MS },
    { name: 'duplicates', value: r.duplicates, budget: 0, unit: 'count' },
    { name: 'missing', value: r.missing, budget: 0, unit: 'count' },
  ];
});
