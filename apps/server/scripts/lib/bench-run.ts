/**
 * What every benchmark needs around its measurement: a throwaway database (a new one on the server
 * at BENCH_DATABASE_URL, else a cluster of its own) and a clean-up that runs at the end, on failure
 * and on Ctrl-C, so nothing is left behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { startThrowawayPostgres } from '../../src/test/throwaway-postgres.ts';

/** Undone last first. */
const cleanups: (() => unknown)[] = [];
/** Set on Ctrl-C: clean-up then cuts work in flight short instead of waiting for it. */
let interrupted = false;
let cleaning: Promise<void> | undefined;

export const onCleanUp = (undo: () => unknown) => cleanups.push(undo);
export const wasInterrupted = () => interrupted;

/** One clean-up at a time: Ctrl-C and the failure it causes both ask for it. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) {
      try {
        await undo();
      } catch (err) {
        console.error('clean-up step failed:', err);
      }
    }
  })();
  return cleaning;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    // Work cut short fails (its connections are closed under it): expected now, and it must not
    // end the process before the clean-up is done.
    process.on('uncaughtException', () => {});
    console.error(`\n${signal}: cleaning up…`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** A fresh, migrated database, dropped at the end; its URL and the open connection pool. */
export async function benchDatabase(): Promise<{ url: string; database: Database }> {
  const serverUrl = process.env.BENCH_DATABASE_URL || (await ownServer());
  const url = await freshDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url });
  // Closing the pool waits for queries in flight (a seed step can take many seconds): not on Ctrl-C,
  // when dropping the database or stopping the server ends them.
  onCleanUp(() => (interrupted ? undefined : database.close()));
  await database.migrate();
  const version = (await database.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] };
  console.log(`PostgreSQL ${version.rows[0]?.server_version}, database ${new URL(url).pathname.slice(1)}`);
  return { url, database };
}

async function ownServer(): Promise<string> {
  console.log('Starting a throwaway PostgreSQL (fsync off: its data is thrown away)…');
  const server = await startThrowawayPostgres();
  onCleanUp(() => server.stop());
  return server.url;
}

async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `prosper_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  onCleanUp(async () => {
    // The pool reports it has ended before its connections are closed; dropping "with (force)"
    // under them would make them fail loudly, so wait for them first (a few seconds at most).
    for (let tries = 0; tries < 50 && !interrupted; tries++) {
      const [open] = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (open?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin(`drop database if exists ${name} with (force)`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One budget a benchmark checks: `p95 12.3 ms (budget 30 ms)`, in milliseconds unless it says
 * otherwise; a count (`duplicates 0`) prints bare, its budget the most it may be.
 */
export type Measured = { name: string; value: number; budget: number; unit?: 'ms' | 's' | 'MB' | 'count' };

const written = ({ name, value, budget, unit = 'ms' }: Measured) =>
  unit === 'count' ? `${name} ${value}` : `${name ? `${name} ` : ''}${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`;

/**
 * Runs a benchmark's main, cleans up, and prints its budgets last, after everything else:
 * `${label}: p95 N ms (budget B ms)[, ...]`, with OVER BUDGET above it when any is. Exits 0 either
 * way: it reports, whoever runs it decides.
 */
export async function runBenchmark(label: string, main: () => Promise<Measured[]>) {
  let measured: Measured[] | undefined;
  try {
    measured = await main();
  } catch (err) {
    if (!interrupted) console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  if (measured) {
    if (measured.some((m) => !(m.value <= m.budget))) console.log('OVER BUDGET');
    console.log(`${label}: ${measured.map(written).join(', ')}`);
  }
}
