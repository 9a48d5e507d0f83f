/**
 * The real server for a benchmark, listening on a loopback port against the benchmark's database,
 * stopped at clean-up, and signed-in members for it without going through sign-in (whose password
 * hashing is not what any benchmark measures).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { signSessionToken } from '../../src/auth/viewer.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { onCleanUp } from './bench-run.ts';

/** The address members use: the only origin sign-in and sockets trust. */
export const BENCH_PUBLIC_URL = 'http://localhost:3000';

export type BenchServer = {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT */
  base: string;
  /** ws://127.0.0.1:PORT/api/realtime */
  realtimeUrl: string;
  /** Session cookies (`name=value`) for these members, in their order. */
  sessionCookies(userIds: string[]): Promise<string[]>;
};

/** jobPollMs 0 (the default here) leaves the job worker stopped: what jobs do later is not measured. */
export async function startBenchServer(o: {
  url: string;
  database: Database;
  jobPollMs?: number;
  /** More settings, such as SMTP_URL for a benchmark that counts mails. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-bench-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: o.url,
      PUBLIC_URL: BENCH_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...o.env,
    }),
    webDist: undefined,
  };
  const app = await buildApp({ config, database: o.database, jobPollMs: o.jobPollMs ?? 0 });
  onCleanUp(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const context = await app.auth.$context;

  return {
    app,
    base: `http://127.0.0.1:${port}`,
    realtimeUrl: `ws://127.0.0.1:${port}/api/realtime`,
    async sessionCookies(userIds) {
      const tokens = userIds.map(() => randomBytes(24).toString('hex'));
      await o.database.db.execute(sql`
        insert into auth_sessions (id, token, user_id, expires_at)
        select 'bench-' || token, token, user_id, now() + interval '7 days'
        from unnest(${sql.param(userIds)}::text[], ${sql.param(tokens)}::text[]) as s(user_id, token)`);
      return tokens.map(
        (token) => `${context.authCookies.sessionToken.name}=${encodeURIComponent(signSessionToken(token, context.secret))}`,
      );
    },
  };
}
