/**
 * `npm run bench:newsletter`: with 100,000 active subscribers, does the CSV export stream in under
 * 2 s, and does an issue sent to all of them reach the SMTP server in under 5 minutes, each
 * recipient once? Seeds a throwaway database (see lib/bench-run.ts), starts the real server in this
 * process with SMTP_URL pointing at a real SMTP server (smtp-server, in a process of its own so that it
 * does not take the sender's core), downloads the export once to warm up and then three times, then
 * sends an issue through the API and its job queue and waits for the mails. Prints its result last:
 * `newsletter: export N ms (budget 2000 ms), send N ms (budget 300000 ms), duplicates N, missing N`,
 * the slowest export, and the send from the API call to the last mail received.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { benchDatabase, runBenchmark, wasInterrupted } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { catcherProcess } from './lib/smtp-catcher.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const EXPORT_RUNS = 3;
const EXPORT_BUDGET_MS = 2000;
const SEND_BUDGET_MS = 300_000;
const ms = (n: number) => n.toFixed(1);

async function main() {
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(`Seeding ${SUBSCRIBERS.toLocaleString('en')} active subscribers and an admin…`);
  const seeded = performance.now();
  await db.execute(sql`
    insert into newsletter_subscribers (email, first_name, last_name, source, is_active, confirmed_at, subscribed_at)
    select 'reader' || i || '@example.com', 'Reader', 'Number ' || i, case when i % 4 = 0 then 'footer' else 'landing_page' end, true, now(),
      now() - make_interval(secs => i)
    from generate_series(1, ${SUBSCRIBERS}::int) i`);
  await db.execute(sql`
    with made as (insert into users (id, name, email, email_verified) values ('bench-admin', 'Admin', 'admin@example.com', true) returning id, email)
    insert into profiles (id, first_name, last_name, email, role) select id, 'Bench', 'Admin', email, 'admin' from made`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${ms((performance.now() - seeded) / 1000)} s`);

  const catcher = await catcherProcess();
  const server = await startBenchServer({ url, database, jobPollMs: 100, env: { SMTP_URL: catcher.url } });
  const [cookie] = await server.sessionCookies(['bench-admin']);
  const headers = { cookie: cookie!, origin: 'http://localhost:3000' };

  /** One export, read as it arrives and counted line by line (the client keeps no copy). */
  async function exportOnce(run: string) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/newsletter/export`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of Readable.fromWeb(res.body as never) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const took = performance.now() - started;
    if (lines !== SUBSCRIBERS + 1) throw new Error(`the file has ${lines} lines, not ${SUBSCRIBERS + 1}`);
    console.log(`  export ${run}: ${ms(took)} ms, ${ms(bytes / 1024 / 1024)} MB`);
    return took;
  }
  await exportOnce('warm-up');
  const exports = [];
  for (let i = 1; i <= EXPORT_RUNS; i++) exports.push(await exportOnce(`run ${i}`));

  console.log(`Sending an issue to ${SUBSCRIBERS.toLocaleString('en')} subscribers…`);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/newsletter/issues`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'The benchmark issue', body: '# Hello\n\nNews from **Prosper Mentor** this month.' }),
  });
  if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  const { issueId, recipients } = (await res.json()) as { issueId: string; recipients: number };
  console.log(`  queued for ${recipients.toLocaleString('en')} in ${ms(performance.now() - started)} ms`);
  let report = await catcher.report();
  let last = 0;
  while (report.mails < SUBSCRIBERS && performance.now() - started < SEND_BUDGET_MS * 1.5 && !wasInterrupted()) {
    await new Promise((r) => setTimeout(r, 200));
    report = await catcher.report();
    if (report.mails - last >= 10_000) {
      console.log(`  ${report.mails.toLocaleString('en')} mails after ${ms((performance.now() - started) / 1000)} s`);
      last = report.mails;
    }
  }
  const sendMs = performance.now() - started;
  // The job finishes the issue; a mail sent twice would arrive by then.
  for (let i = 0; i < 100; i++) {
    const [issue] = rowsOf<{ done: boolean }>(
      await db.execute(sql`select finished_at is not null as done from newsletter_issues where id = ${issueId}`),
    );
    if (issue?.done) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
  report = await catcher.report();
  console.log(
    `  ${report.mails.toLocaleString('en')} mails to ${report.recipients.toLocaleString('en')} recipients, ${report.pairs} distinct (recipient, Message-ID)`,
  );
  await server.app.close();
  catcher.stop();
  return {
    exportMs: Math.max(...exports),
    sendMs,
    duplicates: report.mails - report.recipients,
    missing: SUBSCRIBERS - report.recipients,
  };
}

await runBenchmark('newsletter', async () => {
  const r = await main();
  return [
    { name: 'export', value: r.exportMs, budget: EXPORT_BUDGET_MS },
    { name: 'send', value: r.sendMs, budget: SEND_BUDGET_MS },
    { name: 'duplicates', value: r.duplicates, budget: 0, unit: 'count' },
    { name: 'missing', value: r.missing, budget: 0, unit: 'count' },
  ];
});
