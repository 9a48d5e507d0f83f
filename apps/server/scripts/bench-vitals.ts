/**
 * `npm run bench:vitals`: do 2,000 field reports a second slow the API? A member's first page of
 * articles is timed alone, then while another process posts reports (nine vitals to one error,
 * by beacon, from 10,000 addresses) at 2,000 a second; the server is this one process, so one
 * core. Checks that every report was answered 204 and kept. Prints its result last:
 * `vitals: p95 N ms (budget 10 ms)`, the p95 with reports flowing. The server runs with the flags it
 * ships with (lib/server-flags.ts).
 */
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { benchDatabase, onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { timeGets } from './lib/http-load.ts';
import { requireServerFlags } from './lib/server-flags.ts';
import { percentile } from './lib/load.ts';
import type { FloodJob, FloodResult } from './lib/report-flood-client.ts';

const REPORTS_PER_SECOND = 2000;
const ADDRESSES = 10_000;
const ARTICLES = 2000;
const REQUESTS = 2000;
/** The list timed: BENCH_LIST=articles (the default) or another GET under /api/. */
const LIST = process.env.BENCH_LIST || 'articles';
const BUDGET_MS = 10;
/** SPEC's share: reports may slow an API request by at most this much. */
const MAX_SLOWDOWN = 0.1;
const ms = (n: number) => n.toFixed(1);

function startFlood(job: FloodJob): { stop: () => Promise<FloodResult> } {
  const client = fork(new URL('./lib/report-flood-client.ts', import.meta.url));
  onCleanUp(() => client.kill());
  client.send(job);
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        client.once('message', (result: FloodResult) => {
          client.disconnect();
          resolve(result);
        });
        client.once('exit', (code) => reject(new Error(`The report client stopped (exit code ${code}) before reporting.`)));
        client.send('stop');
      }),
  };
}

async function main() {
  requireServerFlags('bench:vitals');
  const { url, database } = await benchDatabase();
  const db = database.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified) values ('reader', 'Reader', 'reader@example.com', true)`);
  await db.execute(sql`insert into profiles (id, first_name, last_name, email) values ('reader', 'Ada', 'Reader', 'reader@example.com')`);
  await db.execute(sql`
    insert into articles (user_id, title, content, excerpt, word_count, tags, created_at, updated_at)
    select 'reader', 'Lesson ' || i, repeat('Mentorship changes careers. ', 40), repeat('Mentorship changes careers. ', 7), 200,
      array['career'], now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${ARTICLES}::int) i`);
  await db.execute(sql`vacuum analyze`);

  const server = await startBenchServer({ url, database, env: { TRUST_PROXY: 'true' } });
  const [cookie] = await server.sessionCookies(['reader']);
  const list = () =>
    timeGets({
      url: () => `${server.base}/api/${LIST}`,
      cookie: cookie!,
      what: `GET /api/${LIST}`,
      warmUp: 200,
      requests: REQUESTS,
      concurrency: 1,
    });

  console.log('\nAlone:');
  const alone = percentile(await list(), 95);
  console.log(`\nWith ${REPORTS_PER_SECOND.toLocaleString('en')} reports a second:`);
  const flood = startFlood({ base: server.base, perSecond: REPORTS_PER_SECOND, addresses: ADDRESSES });
  // The flood at its rate before the measurement starts.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const flowing = percentile(await list(), 95);
  const { sent, answered, wallMs } = await flood.stop();
  await server.app.fieldReports.flush();
  const [kept] = (
    (await db.execute(sql`
      select (select count(*) from web_vital_reports)::int + (select count(*) from client_errors)::int as n`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  const rate = Math.round((sent * 1000) / wallMs);
  console.log(
    `\nreports: ${sent.toLocaleString('en')} sent in ${ms(wallMs / 1000)} s (${rate}/s), answers ${JSON.stringify(answered)}, kept ${kept!.n.toLocaleString('en')}`,
  );
  if (rate < REPORTS_PER_SECOND * 0.95) console.log(`NOTE: the client sent ${rate}/s, under the ${REPORTS_PER_SECOND}/s asked`);
  if (answered['204'] !== sent || kept!.n !== sent) console.log('NOTE: not every report was answered 204 and kept');
  const slowdown = flowing / alone - 1;
  console.log(
    `p95 alone ${ms(alone)} ms, with reports ${ms(flowing)} ms: ${(slowdown * 100).toFixed(0)} % slower (at most ${MAX_SLOWDOWN * 100} %)`,
  );
  return [{ name: 'p95', value: flowing, budget: BUDGET_MS }];
}

await runBenchmark('vitals', main);
