/**
 * `npm run bench:realtime`: with 1,000 members connected to one instance, how long does a
 * notification take to reach its member? Each notification is created through the real service
 * (settings read, row, outbox event and mail queued in one transaction) at a steady rate; a separate
 * process holding the 1,000 sockets times it from just before creation to arrival. Prints its result
 * last: `realtime: p99 N ms (budget 50 ms)`. BENCH_MEMBERS and BENCH_NOTIFICATIONS change the sizes.
 */
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { signSessionToken } from '../src/auth/viewer.ts';
import { loadConfig } from '../src/config.ts';
import { createNotification } from '../src/features/notifications/service.ts';
import { benchDatabase, onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { percentile } from './lib/load.ts';
import type { WsLoadCommand, WsLoadJob, WsLoadMessage } from './lib/ws-load-client.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 2_000);
/** Notifications created per second: a busy hour for one instance, well below what it can take. */
const RATE_PER_S = 100;
const BUDGET_MS = 50;
const PUBLIC_URL = 'http://localhost:3000';
const ms = (n: number) => n.toFixed(1);

async function main(): Promise<number> {
  for (const [name, value] of [
    ['BENCH_MEMBERS', MEMBERS],
    ['BENCH_NOTIFICATIONS', NOTIFICATIONS],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  }
  const { url, database } = await benchDatabase();
  console.log(`Seeding ${MEMBERS.toLocaleString('en')} signed-in members…`);
  // Members and their sessions in bulk: signing in a thousand times through scrypt measures nothing here.
  await database.db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select 'bench-' || i, 'Member ' || i, 'bench' || i || '@example.com', true from generate_series(1, ${MEMBERS}) i
      returning id, email),
    profiled as (insert into profiles (id, first_name, last_name, email) select id, 'Member', id, email from made returning id)
    insert into sessions (id, token, user_id, expires_at)
    select 'session-' || id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), id, now() + interval '7 days' from profiled`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-bench-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    }),
    webDist: undefined,
  };
  // The job worker stays stopped: queued mail is part of creating a notification, sending it is not.
  const app = await buildApp({ config, database, jobPollMs: 0 });
  onCleanUp(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const context = await app.auth.$context;
  const rows = (await database.db.execute(sql`select user_id, token from sessions order by user_id`)) as unknown as {
    rows: { user_id: string; token: string }[];
  };
  const members = rows.rows.map((r) => r.user_id);
  const cookies = rows.rows.map(
    (r) => `${context.authCookies.sessionToken.name}=${encodeURIComponent(signSessionToken(r.token, context.secret))}`,
  );

  const client = fork(new URL('./lib/ws-load-client.ts', import.meta.url));
  onCleanUp(() => client.kill());
  const nextMessage = () =>
    new Promise<WsLoadMessage>((resolve, reject) => {
      client.once('message', (m: WsLoadMessage) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
      client.once('exit', (code) => reject(new Error(`The socket client stopped (exit code ${code})`)));
    });
  console.log(`Connecting ${MEMBERS.toLocaleString('en')} sockets…`);
  const connecting = nextMessage();
  client.send({
    url: `ws://127.0.0.1:${port}/api/realtime`,
    origin: new URL(PUBLIC_URL).origin,
    cookies,
    topic: 'notifications',
  } satisfies WsLoadJob);
  await connecting;
  console.log(`Connected: ${app.realtime.size.toLocaleString('en')} sockets on the instance.`);

  console.log(`Creating ${NOTIFICATIONS.toLocaleString('en')} notifications, ${RATE_PER_S} a second, each for one member…`);
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < NOTIFICATIONS; i++) {
    const due = started + (i * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const member = i % members.length;
    const sentAt = performance.timeOrigin + performance.now();
    pending.push(
      createNotification(app.db, {
        recipientId: members[member],
        type: 'session_reminder',
        title: 'Session Reminder',
        message: `Your session "Benchmark ${i}" starts in 30 minutes`,
        data: { sentAt, member },
      }),
    );
  }
  await Promise.all(pending);
  // Let the last events arrive.
  await new Promise((r) => setTimeout(r, 1000));
  const finishing = nextMessage();
  client.send({ finish: true } satisfies WsLoadCommand);
  const result = await finishing;
  if (!('latencies' in result)) throw new Error('The socket client did not report');
  const { latencies, wrongMember } = result;

  console.log(`\n${latencies.length} of ${NOTIFICATIONS} notifications arrived; ${wrongMember} at a socket of another member.`);
  if (latencies.length < NOTIFICATIONS) console.log(`MISSING: ${NOTIFICATIONS - latencies.length} never arrived.`);
  console.log(
    `latency: p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, p99 ${ms(percentile(latencies, 99))} ms, max ${ms(Math.max(...latencies))} ms`,
  );
  // A lost or misdelivered notification fails the budget outright.
  return latencies.length < NOTIFICATIONS || wrongMember > 0 ? Number.POSITIVE_INFINITY : percentile(latencies, 99);
}

await runBenchmark('realtime', async () => [{ name: 'p99', value: await main(), budgetMs: BUDGET_MS }]);
