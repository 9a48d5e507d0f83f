/**
 * `npm run bench:feed`: does the feed's first page answer within budget (p95 under 30 ms) with
 * 1,000,000 articles? Seeds a throwaway database (see lib/bench-run.ts), asks for the first page
 * through the real HTTP API as a signed-in member with 4 requests in flight from a separate process
 * (where throughput peaks on our 2-core machines, decision 008), and prints the result last:
 * `feed: p95 N ms (budget 30 ms)`. BENCH_ARTICLES seeds another number for a quick try.
 */
import { sql } from 'drizzle-orm';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { timeGets } from './lib/http-load.ts';
import { percentile } from './lib/load.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1_000_000);
const AUTHORS = 5_000;
const BATCH = 100_000;
const BUDGET_MS = 30;
const WARM_UP = 200;
const REQUESTS = 2_000;
const CONCURRENCY = 4;
const ms = (n: number) => n.toFixed(1);

async function main(): Promise<number> {
  if (!Number.isInteger(ARTICLES) || ARTICLES < 1)
    throw new Error(`BENCH_ARTICLES must be a whole number above 0, not ${process.env.BENCH_ARTICLES}`);
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(`Seeding ${AUTHORS.toLocaleString('en')} authors and ${ARTICLES.toLocaleString('en')} articles…`);
  const started = performance.now();
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select 'author-' || i, 'Author ' || i, 'author' || i || '@example.com', true from generate_series(1, ${AUTHORS}::int) i returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Author', id, email from made`);
  // Spread over two years, newest last, as a real history would be; excerpts of realistic length.
  for (let from = 1; from <= ARTICLES; from += BATCH) {
    const to = Math.min(ARTICLES, from + BATCH - 1);
    await db.execute(sql`
      insert into articles (user_id, title, content, excerpt, word_count, tags, likes_count, comments_count, shares_count, created_at, updated_at)
      select 'author-' || (1 + i % ${AUTHORS}::int), 'How I learned lesson number ' || i,
        repeat('Mentorship changes careers across Africa. ', 40), repeat('Mentorship changes careers across Africa. ', 7),
        240, array['career', 'growth'], i % 50, i % 7, i % 3,
        now() - make_interval(secs => (${ARTICLES}::int - i) * 63.0), now() - make_interval(secs => (${ARTICLES}::int - i) * 63.0)
      from generate_series(${from}::int, ${to}::int) i`);
    process.stdout.write(`  ${to.toLocaleString('en')}\r`);
  }
  await db.execute(sql`vacuum analyze articles`);
  console.log(`  seeded in ${ms((performance.now() - started) / 1000)} s`);

  const server = await startBenchServer({ url, database });
  const base = server.base;
  // The reader: a member with a session, who has liked and saved some of the newest articles.
  const [cookie] = await server.sessionCookies(['author-1']);
  await db.execute(
    sql`insert into article_likes (article_id, user_id) select id, 'author-1' from articles order by created_at desc limit 10`,
  );
  await db.execute(
    sql`insert into saved_articles (user_id, article_id) select 'author-1', id from articles order by created_at desc limit 5`,
  );

  const done = await timeGets({
    url: () => `${base}/api/articles`,
    cookie: cookie!,
    what: 'first-page requests',
    warmUp: WARM_UP,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
  });
  return percentile(done, 95);
}

await runBenchmark('feed', async () => [{ name: 'p95', value: await main(), budget: BUDGET_MS }]);
