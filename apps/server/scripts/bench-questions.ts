/**
 * `npm run bench:questions`: does a search of questions by words and tags answer within budget
 * (p95 under 50 ms) with 1,000,000 questions and 3,000,000 answers? Seeds a throwaway database (as
 * bench-search does) with set-based SQL, searches it through the real HTTP API with a fixed number
 * of requests in flight, and prints the result last: `questions: p95 N ms (budget 50 ms)`.
 * BENCH_QUESTIONS seeds another number of questions (answers are three times as many), for a quick try.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createMember } from '../src/seed/factories.ts';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { httpLoad } from './lib/http-load.ts';
import { percentile } from './lib/load.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 1_000_000);
const BUDGET_MS = 50;
const WARM_UP = 200;
const REQUESTS = 2_000;
/** As bench-search: 4 in flight is where our 2-core machines peak (decision 008). */
const CONCURRENCY = 4;
const DEADLINE_MS = 5 * 60_000;
const AUTHORS = 200;
/** Made-up words of three syllables (1,000 of them), picked skewed: a few common, most rare, as in real text. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'tu', 'ne', 'so', 'vi', 'da', 'pe'];
const VOCABULARY = 1000;
const TAGS = 50;
const word = (k: number) => SYLLABLES[Math.floor(k / 100) % 10]! + SYLLABLES[Math.floor(k / 10) % 10]! + SYLLABLES[k % 10]!;
const ms = (n: number) => n.toFixed(1);

/** The SQL of a skewed word: index floor(1000·r²), the same law the searches below draw from. */
const sqlWord = (r: string) =>
  `(${sqlArray(SYLLABLES)})[1 + (floor(1000 * ${r} ^ 2)::int / 100) % 10] || (${sqlArray(SYLLABLES)})[1 + (floor(1000 * ${r} ^ 2)::int / 10) % 10] || (${sqlArray(SYLLABLES)})[1 + floor(1000 * ${r} ^ 2)::int % 10]`;
const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;
const sentence = (words: number) => Array.from({ length: words }, () => sqlWord('random()')).join(` || ' ' || `);

async function seed(db: Db) {
  const step = async (name: string, statement: string) => {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    console.log(`  ${name.padEnd(22)} ${ms((performance.now() - started) / 1000)} s`);
  };
  const authors: string[] = [];
  for (let i = 0; i < AUTHORS; i++) authors.push((await createMember(db, { passwordHash: 'bench-never-signs-in' })).id);
  const authorArray = `array[${authors.map((a) => `'${a}'`).join(',')}]`;
  // Indexes are built once after the rows are in, as a restore would, rather than row by row.
  const indexes = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename in ('questions', 'question_answers') and indexname not like '%pkey'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const i of indexes.rows) await db.execute(sql.raw(`drop index ${i.indexname}`));
  // A quarter unanswered; the rest have four answers each: 3 answers per question on average.
  await step(
    `${QUESTIONS.toLocaleString('en')} questions`,
    `insert into questions (user_id, title, body, excerpt, tags, answers_count, created_at)
     select (${authorArray})[1 + i % ${AUTHORS}], ${sentence(8)}, b, left(b, 300),
       array['tag' || floor(${TAGS} * random() ^ 2)::int, 'tag' || floor(${TAGS} * random())::int],
       case when i % 4 = 0 then 0 else 4 end,
       now() - make_interval(secs => i * 30)
     from generate_series(1, ${QUESTIONS}) i, lateral (select ${sentence(40)} || left(i::text, 0) as b) body`,
  );
  await step(
    `${(QUESTIONS * 3).toLocaleString('en')} answers`,
    `insert into question_answers (question_id, user_id, body, score, created_at)
     select q.id, (${authorArray})[1 + (n + length(q.title)) % ${AUTHORS}], ${sentence(30)}, n - 2, q.created_at + make_interval(mins => n)
     from questions q cross join generate_series(1, 4) n where q.answers_count > 0`,
  );
  for (const i of indexes.rows) await step(i.indexname, i.indexdef);
  await step('analyze', 'analyze questions; analyze question_answers');
}

/** A search as members make them: one or two words, with one tag or none, and now and then tags alone. */
function requests(count: number, seed: number): { kind: string; query: string }[] {
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  const w = () => word(Math.floor(VOCABULARY * random() ** 2));
  const tag = () => `tag${Math.floor(TAGS * random() ** 2)}`;
  return Array.from({ length: count }, () => {
    const r = random();
    if (r < 0.4) return { kind: 'word+tag', query: `q=${w()}&tags=${tag()}` };
    if (r < 0.6) return { kind: 'two words+tag', query: `q=${w()}+${w()}&tags=${tag()}` };
    if (r < 0.8) return { kind: 'words', query: `q=${w()}+${w()}` };
    if (r < 0.9) return { kind: 'tags', query: `tags=${tag()},${tag()}` };
    return { kind: 'unanswered+word', query: `view=unanswered&q=${w()}` };
  });
}

async function main(): Promise<number> {
  if (!Number.isInteger(QUESTIONS) || QUESTIONS < 4)
    throw new Error(`BENCH_QUESTIONS must be a whole number above 3, not ${process.env.BENCH_QUESTIONS}`);
  const { url, database } = await benchDatabase();
  console.log('Seeding…');
  await seed(database.db);
  const { base } = await startBenchServer({ url, database });
  const load = async (count: number, seedValue: number) => {
    const list = requests(count, seedValue);
    const result = await httpLoad({
      urls: list.map((r) => `${base}/api/questions?${r.query}`),
      headers: {},
      concurrency: CONCURRENCY,
      deadlineMs: DEADLINE_MS,
    });
    return { ...result, timings: list.map((item, i) => ({ item, ms: result.ms[i]! })).filter((t) => !Number.isNaN(t.ms)) };
  };
  // Every kind of search must be one the API answers, or the timings would be of refusals.
  for (const r of requests(50, 3)) {
    const res = await fetch(`${base}/api/questions?${r.query}`);
    if (!res.ok) throw new Error(`${r.query} answered ${res.status}: ${await res.text()}`);
  }
  console.log(`Warming up: ${WARM_UP} requests…`);
  await load(WARM_UP, 1);
  console.log(`Measuring: ${REQUESTS} requests, ${CONCURRENCY} in flight…`);
  const { timings, wallMs, stoppedEarly } = await load(REQUESTS, 2);
  if (stoppedEarly) console.log(`Stopped after ${timings.length} requests: the ${DEADLINE_MS / 60_000}-minute limit was reached.`);
  const all = timings.map((t) => t.ms);
  console.log(`\n${timings.length} requests in ${ms(wallMs / 1000)} s: ${Math.round((timings.length * 1000) / wallMs)} requests/s`);
  console.log(`latency: p50 ${ms(percentile(all, 50))} ms, p95 ${ms(percentile(all, 95))} ms, p99 ${ms(percentile(all, 99))} ms`);
  const byKind = new Map<string, number[]>();
  for (const t of timings) byKind.set(t.item.kind, [...(byKind.get(t.item.kind) ?? []), t.ms]);
  for (const [kind, values] of byKind) {
    console.log(
      `${kind.padEnd(16)} n ${String(values.length).padStart(4)}  p50 ${ms(percentile(values, 50))} ms  p95 ${ms(percentile(values, 95))} ms`,
    );
  }
  return percentile(all, 95);
}

await runBenchmark('questions', async () => [{ name: 'p95', value: await main(), budget: BUDGET_MS }]);
