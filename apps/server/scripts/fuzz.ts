/**
 * `npm run fuzz -- --runs N [--seed S]`: N generated requests to every operation of the OpenAPI
 * document (apps/server/src/test/fuzz), on a fresh database (PGlite, or a new database on the
 * server at TEST_DATABASE_URL). Prints the failures found, then, last,
 * `fuzz: N requests, N routes, 5xx 0, shape errors 0, writes on refusal 0`; exits 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { runFuzz, summaryLine } from '../src/test/fuzz/run-fuzz.ts';
import { createTestApp } from '../src/test/test-app.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '50' }, seed: { type: 'string', default: String(Date.now() % 100_000) } },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}`);

const t = await createTestApp();
try {
  console.log(`Fuzzing with seed ${seed}, ${runs} requests per route…`);
  const report = await runFuzz(t, { runs, seed });
  for (const f of report.failures) console.log(`${f.status} ${f.problem}: ${f.request} as ${f.caller}\n    ${f.body}`);
  console.log(summaryLine(report));
  process.exitCode = report.serverErrors + report.shapeErrors + report.writesOnRefusal > 0 ? 1 : 0;
} finally {
  await t.close();
}
