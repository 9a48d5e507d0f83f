/**
 * `npm run bench:messages`: with 1,000 members connected to one instance, how long does a message
 * take to reach its recipient, and how fast is the thread list of a member with 2,000 threads among
 * 1,000,000 messages? Messages are sent through the real service (limits, transaction, outbox) at a
 * steady rate and timed from just before sending to arrival at the recipient's socket, held by a
 * separate process; the thread list is loaded through the HTTP API, 4 in flight. Prints its result
 * last: `messages: p99 delivery N ms (budget 50 ms), p95 threads N ms (budget 30 ms)`.
 */
import { sql } from 'drizzle-orm';
import { sendMessage } from '../src/features/messages/messages.ts';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { BENCH_PUBLIC_URL, startBenchServer } from './lib/bench-server.ts';
import { httpLoad } from './lib/http-load.ts';
import { percentile } from './lib/load.ts';
import { measureDelivery } from './lib/ws-load.ts';

const MEMBERS = 1_000;
const HEAVY_THREADS = 2_000;
const TOTAL_MESSAGES = Number(process.env.BENCH_MESSAGES_TOTAL ?? 1_000_000);
const SENT = 2_000;
const RATE_PER_S = 100;
const THREAD_REQUESTS = 1_000;
const ms = (n: number) => n.toFixed(1);
const pad = (i: number) => String(i).padStart(5, '0');

async function main() {
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(
    `Seeding ${MEMBERS.toLocaleString('en')} members, a member with ${HEAVY_THREADS.toLocaleString('en')} threads, ${TOTAL_MESSAGES.toLocaleString('en')} messages…`,
  );
  const seeded = performance.now();
  // Members m00000…m00999 (connected), the heavy member h, and h's correspondents c00000…c01999.
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select id, id, id || '@example.com', true from (
        select 'm' || lpad(i::text, 5, '0') as id from generate_series(0, ${MEMBERS - 1}::int) i
        union all select 'c' || lpad(i::text, 5, '0') from generate_series(0, ${HEAVY_THREADS - 1}::int) i
        union all select 'h') ids
      returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Member', id, email from made`);
  // Member i writes to member i+1: one thread per neighbouring pair.
  await db.execute(sql`
    insert into message_threads (user1_id, user2_id)
    select least(a, b), greatest(a, b) from (
      select 'm' || lpad(i::text, 5, '0') as a, 'm' || lpad(((i + 1) % ${MEMBERS}::int)::text, 5, '0') as b from generate_series(0, ${MEMBERS - 1}::int) i) p`);
  await db.execute(sql`
    insert into message_threads (user1_id, user2_id, last_message_at)
    select c, 'h', now() - make_interval(mins => i) from (select 'c' || lpad(i::text, 5, '0') as c, i from generate_series(0, ${HEAVY_THREADS - 1}::int) i) p`);
  // The heavy member's history: every thread has messages both ways, the newest few unread.
  const perThread = Math.max(1, Math.floor(TOTAL_MESSAGES / HEAVY_THREADS));
  for (let from = 0; from < HEAVY_THREADS; from += 200) {
    await db.execute(sql`
      insert into messages (thread_id, sender_id, recipient_id, content, created_at, read_at)
      select t.id, case when k % 2 = 0 then t.user1_id else 'h' end, case when k % 2 = 0 then 'h' else t.user1_id end,
        'Message ' || k || ' in a long conversation about careers and mentoring.',
        t.last_message_at - make_interval(mins => ${perThread}::int - k),
        case when k >= ${perThread - 2}::int then null else t.last_message_at end
      from message_threads t, generate_series(1, ${perThread}::int) k
      where t.user2_id = 'h' and t.user1_id between ${`c${pad(from)}`} and ${`c${pad(from + 199)}`}`);
    process.stdout.write(`  ${((from + 200) * perThread).toLocaleString('en')}\r`);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${ms((performance.now() - seeded) / 1000)} s`);

  const server = await startBenchServer({ url, database });
  const members = Array.from({ length: MEMBERS }, (_, i) => `m${pad(i)}`);
  const cookies = await server.sessionCookies(members);
  const threads = (await db.execute(sql`select id, user1_id, user2_id from message_threads where user1_id like 'm%'`)) as unknown as {
    rows: { id: string; user1_id: string; user2_id: string }[];
  };
  const threadOf = new Map(threads.rows.map((t) => [`${t.user1_id}|${t.user2_id}`, t.id]));

  // Delivery: member i writes to member i+1.
  const delivery = await measureDelivery({
    job: { url: server.realtimeUrl, origin: new URL(BENCH_PUBLIC_URL).origin, cookies, topic: 'messages' },
    count: SENT,
    ratePerSecond: RATE_PER_S,
    what: 'messages',
    produce: (i, sentAt) => {
      const sender = i % MEMBERS;
      const recipient = (sender + 1) % MEMBERS;
      const [a, b] = [members[sender]!, members[recipient]!].sort();
      return sendMessage(db, {
        viewerId: members[sender]!,
        threadId: threadOf.get(`${a}|${b}`)!,
        content: JSON.stringify({ sentAt, member: recipient, sender }),
      });
    },
  });

  // The heavy member's thread list.
  const [heavy] = await server.sessionCookies(['h']);
  const load = (count: number) =>
    httpLoad({
      urls: Array.from({ length: count }, () => `${server.base}/api/messages/threads`),
      headers: { cookie: heavy! },
      concurrency: 4,
      deadlineMs: 5 * 60_000,
    });
  await load(100);
  console.log(
    `Loading the thread list of a member with ${HEAVY_THREADS.toLocaleString('en')} threads: ${THREAD_REQUESTS} requests, 4 in flight…`,
  );
  const timed = (await load(THREAD_REQUESTS)).ms.filter((t) => !Number.isNaN(t));
  console.log(`threads: p50 ${ms(percentile(timed, 50))} ms, p95 ${ms(percentile(timed, 95))} ms, p99 ${ms(percentile(timed, 99))} ms`);
  return [
    { name: 'p99 delivery', value: delivery, budget: 50 },
    { name: 'p95 threads', value: percentile(timed, 95), budget: 30 },
  ];
}

await runBenchmark('messages', main);
