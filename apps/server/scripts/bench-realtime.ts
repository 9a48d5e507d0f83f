/**
 * `npm run bench:realtime`: with 1,000 members connected to one instance, how long does a
 * notification take to reach its member? Each notification is created through the real service
 * (settings read, row, outbox event and mail queued in one transaction) at a steady rate; a separate
 * process holding the 1,000 sockets times it from just before creation to arrival. Prints its result
 * last: `realtime: p99 N ms (budget 50 ms)`. BENCH_MEMBERS and BENCH_NOTIFICATIONS change the sizes.
 */
import { sql } from 'drizzle-orm';
import { createNotification } from '../src/features/notifications/service.ts';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { BENCH_PUBLIC_URL, startBenchServer } from './lib/bench-server.ts';
import { measureDelivery } from './lib/ws-load.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 2_000);
/** Notifications created per second: a busy hour for one instance, well below what it can take. */
const RATE_PER_S = 100;
const BUDGET_MS = 50;

async function main(): Promise<number> {
  for (const [name, value] of [
    ['BENCH_MEMBERS', MEMBERS],
    ['BENCH_NOTIFICATIONS', NOTIFICATIONS],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  }
  const { url, database } = await benchDatabase();
  console.log(`Seeding ${MEMBERS.toLocaleString('en')} members…`);
  const members = Array.from({ length: MEMBERS }, (_, i) => `bench-${i}`);
  await database.db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select id, id, id || '@example.com', true from unnest(${sql.param(members)}::text[]) id
      returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Member', id, email from made`);

  // The job worker stays stopped: queued mail is part of creating a notification, sending it is not.
  const server = await startBenchServer({ url, database });
  const cookies = await server.sessionCookies(members);
  return measureDelivery({
    job: { url: server.realtimeUrl, origin: new URL(BENCH_PUBLIC_URL).origin, cookies, topic: 'notifications' },
    count: NOTIFICATIONS,
    ratePerSecond: RATE_PER_S,
    what: 'notifications',
    produce: (i, sentAt) => {
      const member = i % MEMBERS;
      return createNotification(server.app.db, {
        recipientId: members[member],
        type: 'session_reminder',
        title: 'Session Reminder',
        message: `Your session "Benchmark ${i}" starts in 30 minutes`,
        data: { sentAt, member },
      });
    },
  });
}

await runBenchmark('realtime', async () => [{ name: 'p99', value: await main(), budget: BUDGET_MS }]);
