/**
 * `npm run bench:web`: Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on the five
 * public pages of a fresh `npm start` (issue 20): its own empty PGlite folder, the demo data, the
 * built web app (run `npm run build` first). Each page is measured three times and its median run
 * (by score) kept, as the note on issue 20 asks. Uses Debian's Chromium (CHROME_PATH to choose
 * another); downloads nothing. Prints each page's score, FCP, LCP, TBT and CLS, the JavaScript the
 * first visit to `/` downloads (compressed, as sent), and last:
 * `web: min score N (budget 100), max FCP N ms (budget 1000 ms), max LCP N ms (budget 1500 ms), first visit N KB (budget 60 KB)`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanUp, onCleanUp } from './lib/bench-run.ts';
import { SERVER_NODE_FLAGS } from './lib/server-flags.ts';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUDGET = { score: 100, fcp: 1000, lcp: 1500, firstVisitKb: 60 };
const root = path.resolve(import.meta.dirname, '../../..');

type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; scriptBytes: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm run serve` on a folder of its own, as a newcomer's first `npm start` runs it. */
async function startPlatform(): Promise<string> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('bench:web needs the built app: run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-bench-web-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onCleanUp(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (child.exitCode !== null) throw new Error(`The platform stopped (exit code ${child.exitCode}) before listening.`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return base;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The platform did not answer /api/health within 120 s.');
}

/** A public page of each kind, as search engines find it: the post and mentor pages need an id from the demo data. */
async function firstPage(base: string, kind: 'post' | 'mentor'): Promise<string> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const found = new RegExp(`<loc>[^<]*(/${kind}/[^<]+)</loc>`).exec(sitemap)?.[1];
  if (!found) throw new Error(`The sitemap lists no /${kind} page: the demo data is missing.`);
  return found;
}

async function audit(url: string, port: number, retries = 2): Promise<Figures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Chromium now and then loses the trace's first event (NO_NAVSTART): the run says nothing of the page, so it is run again.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && retries > 0) return audit(url, port, retries - 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** The run whose score is the median: its figures belong together. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp)[Math.floor(runs.length / 2)]!;
}

async function main() {
  const base = await startPlatform();
  const pages: [string, string][] = [
    ['/', '/'],
    ['/about', '/about'],
    ['/auth', '/auth'],
    ['/post/{id}', await firstPage(base, 'post')],
    ['/mentor/{id}', await firstPage(base, 'mentor')],
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  onCleanUp(() => chrome.kill());

  console.log(`\nLighthouse ${RUNS}× per page (mobile, simulated slow 4G), median run by score`);
  console.log('page            score    FCP ms    LCP ms    TBT ms     CLS   script KB');
  const kept: Figures[] = [];
  let firstVisitKb = 0;
  for (const [name, pagePath] of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${pagePath}`, chrome.port));
    const m = median(runs);
    kept.push(m);
    if (pagePath === '/') firstVisitKb = m.scriptBytes / 1024;
    console.log(
      `${name.padEnd(14)} ${String(m.score).padStart(6)} ${m.fcp.toFixed(0).padStart(9)} ${m.lcp.toFixed(0).padStart(9)} ${m.tbt.toFixed(0).padStart(9)} ${m.cls.toFixed(3).padStart(7)} ${(m.scriptBytes / 1024).toFixed(1).padStart(11)}`,
    );
  }
  // Chromium's Debian launcher writes to stderr as it goes: closed first, so the result stays the last line.
  chrome.kill();
  const minScore = Math.min(...kept.map((f) => f.score));
  const maxFcp = Math.max(...kept.map((f) => f.fcp));
  const maxLcp = Math.max(...kept.map((f) => f.lcp));
  console.log(
    `web: min score ${minScore} (budget ${BUDGET.score}), max FCP ${maxFcp.toFixed(0)} ms (budget ${BUDGET.fcp} ms), max LCP ${maxLcp.toFixed(0)} ms (budget ${BUDGET.lcp} ms), first visit ${firstVisitKb.toFixed(1)} KB (budget ${BUDGET.firstVisitKb} KB)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
