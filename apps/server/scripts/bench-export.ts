/**
 * `npm run bench:export`: does a member with 20,000 messages, 1,000 articles and 5,000
 * notifications get their data export within budget (under 2 s), and does the server's memory grow
 * by less than 50 MB while it streams? Seeds a throwaway database (see lib/bench-run.ts), starts the
 * real server in this process, downloads the export once to warm up and then three times, each
 * written to a file as it arrives (so the client holds no copy) and parsed afterwards. Memory is the
 * process's RSS and heap, sampled every 5 ms during each request, less what they were just before it
 * (after a collection when `--expose-gc` is given, as the npm script does). Prints its result last:
 * `export: N ms (budget 2000 ms), memory N MB (budget 50 MB)`, the slowest run and the largest growth.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { benchDatabase, onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';

const MESSAGES = 20_000;
const ARTICLES = 1_000;
const NOTIFICATIONS = 5_000;
const CORRESPONDENTS = 200;
const RUNS = 3;
const MB = 1024 * 1024;
const ms = (n: number) => n.toFixed(1);

async function main() {
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(
    `Seeding a member with ${MESSAGES.toLocaleString('en')} messages, ${ARTICLES.toLocaleString('en')} articles and ${NOTIFICATIONS.toLocaleString('en')} notifications…`,
  );
  const seeded = performance.now();
  // The member h and their correspondents c000…c199, one thread each.
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select id, id, id || '@example.com', true from (
        select 'c' || lpad(i::text, 3, '0') as id from generate_series(0, ${CORRESPONDENTS - 1}::int) i union all select 'h') ids
      returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Member', id, email from made`);
  await db.execute(sql`insert into message_threads (user1_id, user2_id) select id, 'h' from profiles where id like 'c%'`);
  // Half sent, half received, spread over the last year.
  await db.execute(sql`
    insert into messages (thread_id, sender_id, recipient_id, content, created_at, read_at)
    select t.id, case when k % 2 = 0 then 'h' else t.user1_id end, case when k % 2 = 0 then t.user1_id else 'h' end,
      'Message ' || k || ' in a long conversation about careers, mentoring and the next step after university.',
      now() - make_interval(mins => k * 26), now()
    from message_threads t, generate_series(1, ${MESSAGES / CORRESPONDENTS}::int) k`);
  // Articles of about 2,000 characters each.
  await db.execute(sql`
    insert into articles (user_id, title, content, excerpt, word_count, tags, created_at)
    select 'h', 'Article ' || i, repeat('<p>Mentoring is a long conversation about where you are going and how. </p>', 27),
      'Mentoring is a long conversation about where you are going and how.', 300, array['careers', 'mentoring'],
      now() - make_interval(hours => i)
    from generate_series(1, ${ARTICLES}::int) i`);
  await db.execute(sql`
    insert into notifications (user_id, recipient_id, type, title, message, actor_id, created_at)
    select 'h', 'h', 'new_message', 'New Message', 'Member c' || lpad((i % ${CORRESPONDENTS}::int)::text, 3, '0') || ' sent you a message',
      'c' || lpad((i % ${CORRESPONDENTS}::int)::text, 3, '0'), now() - make_interval(mins => i * 90)
    from generate_series(1, ${NOTIFICATIONS}::int) i`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${ms((performance.now() - seeded) / 1000)} s`);

  const server = await startBenchServer({ url, database });
  const [cookie] = await server.sessionCookies(['h']);
  const folder = mkdtempSync(path.join(tmpdir(), 'prosper-bench-export-'));
  onCleanUp(() => rmSync(folder, { recursive: true, force: true }));
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) console.log('  (run with --expose-gc, as npm run bench:export does, for a steadier memory baseline)');

  /** One export: its time, the largest growth of RSS and heap during it, and the file's size. */
  async function exportOnce(run: string) {
    collect?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    const file = path.join(folder, `${run}.json`);
    const started = performance.now();
    const res = await fetch(`${server.base}/api/export`, { headers: { cookie: cookie! } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
    const took = performance.now() - started;
    clearInterval(sample);
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      messages_sent: unknown[];
      messages_received: unknown[];
      articles: unknown[];
      notifications: unknown[];
    };
    const rows = parsed.messages_sent.length + parsed.messages_received.length;
    if (rows !== MESSAGES || parsed.articles.length !== ARTICLES || parsed.notifications.length < NOTIFICATIONS) {
      throw new Error(`the file holds ${rows} messages, ${parsed.articles.length} articles, ${parsed.notifications.length} notifications`);
    }
    const size = readFileSync(file).length / MB;
    const rss = (peakRss - before.rss) / MB;
    const heap = (peakHeap - before.heapUsed) / MB;
    console.log(`  ${run}: ${ms(took)} ms, ${ms(size)} MB file, RSS +${ms(rss)} MB, heap +${ms(heap)} MB`);
    return { took, grew: Math.max(rss, heap) };
  }

  await exportOnce('warm-up');
  const runs = [];
  for (let i = 1; i <= RUNS; i++) runs.push(await exportOnce(`run ${i}`));
  return [
    { name: '', value: Math.max(...runs.map((r) => r.took)), budget: 2000 },
    { name: 'memory', value: Math.max(...runs.map((r) => r.grew)), budget: 50, unit: 'MB' as const },
  ];
}

await runBenchmark('export', main);
