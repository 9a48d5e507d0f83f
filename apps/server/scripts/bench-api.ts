/**
 * `npm run bench:api`: how many requests a second one core answers, as a share of what bare
 * node:http answers on the same machine in the same run (issue 20). Each server runs in a process
 * of its own pinned to core 0 (taskset); `wrk` loads it from core 1 with 16 connections: bare
 * node:http, then the platform as `npm start` runs it (production settings, info logs, the demo
 * members) on a throwaway PostgreSQL and again on PGlite, each with `/api/health` and four lists a
 * signed-in mentee opens; bare node:http is measured again just before each of those figures. Needs `wrk` and `taskset` (Debian's `wrk` and `util-linux`), and
 * at least two cores. BENCH_SECONDS sets each measurement's length (default 5, after 2 s of warm-up).
 * Prints its result last:
 * `api: health N % (budget 25 %), lists min N % (budget 5 %) on PostgreSQL, min N % (budget 2 %) on PGlite`.
 */
import { execFileSync, fork } from 'node:child_process';
import { cpus } from 'node:os';
import { benchDatabase, cleanUp, onCleanUp, wasInterrupted } from './lib/bench-run.ts';
import type { TargetJob, TargetReady } from './lib/api-bench-target.ts';
import { SERVER_NODE_FLAGS } from './lib/server-flags.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 16;
const SERVER_CORE = '0';
const LOAD_CORE = '1';
const LISTS = ['/api/articles?limit=20', '/api/notifications', '/api/mentors?q=eng', '/api/messages/threads'];
const BUDGET = { health: 25, postgres: 5, pglite: 2 };

function requireTools() {
  for (const tool of ['wrk', 'taskset']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`bench:api needs ${tool} (apt-get install ${tool === 'wrk' ? 'wrk' : 'util-linux'}).`);
    }
  }
  if (cpus().length < 2) throw new Error('bench:api needs two cores: one for the server, one for wrk.');
}

/** Starts a server process, pins it (all its threads) to the server core, and waits for its port. */
async function startTarget(job: TargetJob): Promise<{ base: string; cookie: string; stop: () => void }> {
  // fork() passes on this process's --import tsx, so the target can be TypeScript too.
  const child = fork(new URL('./lib/api-bench-target.ts', import.meta.url), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The platform with the flags it ships with; bare node:http with Node's own.
    execArgv: [...process.execArgv, ...(job.kind === 'bare' ? [] : SERVER_NODE_FLAGS)],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  onCleanUp(stop);
  const { port, cookie } = await new Promise<TargetReady>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The ${job.kind} server stopped (exit code ${code}) before listening.`)));
    child.send(job);
  });
  execFileSync('taskset', ['-a', '-cp', SERVER_CORE, String(child.pid)], { stdio: 'ignore' });
  return { base: `http://127.0.0.1:${port}`, cookie, stop };
}

/** wrk on the load core: requests a second, refusing a figure made of anything but 2xx answers. */
function wrk(url: string, cookie: string, seconds: number): number {
  const headers = cookie ? ['-H', `cookie: ${cookie}`] : [];
  const args = ['-c', LOAD_CORE, 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', ...headers, url];
  const out = execFileSync('taskset', args, { encoding: 'utf8' });
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(out) ?? /Socket errors: connect \d+, read \d+, write \d+, timeout (\d+)/.exec(out);
  // An answer slower than wrk's timeout is not counted, so the figure would flatter the server.
  if (failed) throw new Error(`wrk ${url}: ${failed[0]}\n${out}`);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rate) throw new Error(`wrk ${url}: no Requests/sec in\n${out}`);
  return Number(rate[1]);
}

function measure(base: string, cookie: string, path: string): number {
  wrk(`${base}${path}`, cookie, 2);
  return wrk(`${base}${path}`, cookie, SECONDS);
}

const pct = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function main() {
  requireTools();
  const { url } = await benchDatabase();

  console.log(`\nEach server pinned to core ${SERVER_CORE}; wrk on core ${LOAD_CORE}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  // Bare node:http stays up and is measured again next to every figure: on a machine whose load
  // drifts, each share compares two measurements taken seconds apart, not minutes.
  const bare = await startTarget({ kind: 'bare' });
  const bareRates: number[] = [];
  const measureBare = () => {
    const rate = measure(bare.base, '', '/');
    bareRates.push(rate);
    return rate;
  };

  const shares: Record<'postgres' | 'pglite', Record<string, number>> = { postgres: {}, pglite: {} };
  for (const kind of ['postgres', 'pglite'] as const) {
    console.log(`\nthe platform on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (demo data)…`);
    const server = await startTarget(kind === 'postgres' ? { kind, databaseUrl: url } : { kind });
    for (const path of ['/api/health', ...LISTS]) {
      const bareRate = measureBare();
      const rate = measure(server.base, path === '/api/health' ? '' : server.cookie, path);
      const share = (rate / bareRate) * 100;
      shares[kind][path] = share;
      console.log(
        `  ${path.padEnd(28)} ${Math.round(rate).toLocaleString('en').padStart(7)} req/s  ${pct(share)} % of bare (${Math.round(bareRate).toLocaleString('en')} req/s just before)`,
      );
    }
    server.stop();
  }
  bare.stop();
  console.log(
    `\nbare node:http: ${Math.round(Math.min(...bareRates)).toLocaleString('en')}–${Math.round(Math.max(...bareRates)).toLocaleString('en')} req/s over the run`,
  );

  const health = shares.postgres['/api/health']!;
  const listsOn = (kind: 'postgres' | 'pglite') => Math.min(...LISTS.map((path) => shares[kind][path]!));
  const [pgLists, liteLists] = [listsOn('postgres'), listsOn('pglite')];
  const over = health < BUDGET.health || pgLists < BUDGET.postgres || liteLists < BUDGET.pglite;
  return `${over ? 'OVER BUDGET\n' : ''}api: health ${pct(health)} % (budget ${BUDGET.health} %), lists min ${pct(pgLists)} % (budget ${BUDGET.postgres} %) on PostgreSQL, min ${pct(liteLists)} % (budget ${BUDGET.pglite} %) on PGlite`;
}

// As runBenchmark does: clean up whatever happens, then the result last; exits 0 over budget (it reports).
let summary: string | undefined;
try {
  summary = await main();
} catch (err) {
  if (!wasInterrupted()) console.error(err);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
if (summary) console.log(summary);
