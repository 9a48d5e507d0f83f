import fc from 'fast-check';
import type { TestApp } from '../test-app.ts';
import { ORIGIN } from '../test-app.ts';
import { fuzzFixtures } from './fixtures.ts';
import { type FuzzRequest, type OpenApiDocument, operationsOf, requestsFor } from './requests.ts';
import { changedTables, rowCounts, watchedTables } from '../row-counts.ts';

export type FuzzFailure = { request: string; caller: string; status: number; problem: string; body: string };

export type FuzzReport = {
  requests: number;
  routes: number;
  serverErrors: number;
  shapeErrors: number;
  writesOnRefusal: number;
  /** The first failures of each kind, enough to reproduce them. */
  failures: FuzzFailure[];
};

const KEPT_PER_KIND = 10;

/**
 * Sends `runs` generated requests to every operation of the OpenAPI document (so a route added
 * tomorrow is fuzzed without a line here) and reports every answer of 5xx, every refusal not in
 * our error shape, and every refusal after which a table has a different number of rows.
 */
export async function runFuzz(t: Pick<TestApp, 'app' | 'database'>, { runs, seed }: { runs: number; seed: number }): Promise<FuzzReport> {
  const { ids, cookies, signInAgain } = await fuzzFixtures(t);
  const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  const tables = await watchedTables(t.database.db);
  const report: FuzzReport = { requests: 0, routes: operations.length, serverErrors: 0, shapeErrors: 0, writesOnRefusal: 0, failures: [] };
  const kept: Record<string, number> = {};
  const fail = (kind: '5xx' | 'shape' | 'writes', req: FuzzRequest, status: number, problem: string, body: string) => {
    kept[kind] = (kept[kind] ?? 0) + 1;
    if (kept[kind] > KEPT_PER_KIND) return;
    report.failures.push({
      request: `${req.method} ${req.url.slice(0, 200)}`,
      caller: req.caller,
      status,
      problem,
      body: body.slice(0, 300),
    });
  };

  // Field reports are written in batches: written at once here, so a write counts against the request that made it.
  const countRows = async () => {
    await t.app.fieldReports.flush();
    return rowCounts(t.database.db, tables);
  };
  let counts = await countRows();
  for (const [index, op] of operations.entries()) {
    const requests = fc.sample(requestsFor(op, ids), { numRuns: runs, seed: seed + index });
    for (const req of requests) {
      const cookie = cookies[req.caller];
      const res = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { origin: ORIGIN, ...req.headers, ...(cookie ? { cookie } : {}) },
        payload: req.payload,
        // Each request from its own address, so that per-address limits do not hide deeper code.
        remoteAddress: `10.${(report.requests >> 16) & 255}.${(report.requests >> 8) & 255}.${report.requests & 255}`,
      });
      report.requests += 1;
      const after = await countRows();
      if (res.statusCode >= 500) {
        report.serverErrors += 1;
        fail('5xx', req, res.statusCode, `5xx, body ${String(req.payload ?? '').slice(0, 200)}`, res.body);
      }
      if (res.statusCode >= 400) {
        const problem = shapeProblem(res.headers['content-type'], res.body);
        if (problem) {
          report.shapeErrors += 1;
          fail('shape', req, res.statusCode, problem, res.body);
        }
        const changed = changedTables(counts, after);
        if (changed.length) {
          report.writesOnRefusal += 1;
          fail('writes', req, res.statusCode, `refused, yet rows changed in ${changed.join(', ')}`, res.body);
        }
      }
      counts = after;
      if (op.method === 'POST' && op.path === '/api/auth/sign-out' && res.statusCode < 300 && cookie) {
        await signInAgain(req.caller);
        // The new session is a row of its own, not a write of the requests under test.
        counts = await countRows();
      }
    }
  }
  return report;
}

/** What is wrong with a refusal's body, or null when it is our `{ error: { code, message, fields? } }`. */
export function shapeProblem(contentType: unknown, body: string): string | null {
  if (!String(contentType).startsWith('application/json')) return `not JSON (${String(contentType)})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not valid JSON';
  }
  const error = (parsed as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error !== 'object' || Object.keys(parsed as object).length !== 1) return 'not { error: … }';
  if (typeof error.code !== 'string' || typeof error.message !== 'string' || error.message === '') return 'error without code and message';
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (
    error.fields !== undefined &&
    (typeof error.fields !== 'object' || Object.values(error.fields as object).some((v) => typeof v !== 'string'))
  ) {
    return 'fields is not a map of messages';
  }
  return null;
}

/** The line `npm run fuzz` ends with. */
export function summaryLine(r: FuzzReport): string {
  return `fuzz: ${r.requests} requests, ${r.routes} routes, 5xx ${r.serverErrors}, shape errors ${r.shapeErrors}, writes on refusal ${r.writesOnRefusal}`;
}
