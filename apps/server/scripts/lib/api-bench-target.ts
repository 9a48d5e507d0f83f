/**
 * The server side of bench-api.ts, one process per server measured, so that the parent can pin it
 * to a core of its own: bare node:http, or the platform as `npm start` runs it (production
 * settings, the info log level, the demo members) on the PostgreSQL URL or the PGlite folder given.
 * Sends `{ port, cookie }` once it listens; the cookie signs in a demo mentee.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { signSessionToken } from '../../src/auth/viewer.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_MENTEES } from '../../src/seed/demo-members.ts';
import { seedDemoData } from '../../src/seed/demo.ts';

export type TargetJob = { kind: 'bare' } | { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite' };
export type TargetReady = { port: number; cookie: string };

const ready = (message: TargetReady) => process.send!(message);
process.once('disconnect', () => process.exit(0));

async function bare() {
  // What every server must do at least: answer a small JSON body.
  const body = JSON.stringify({ status: 'ok' });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ready({ port: (server.address() as AddressInfo).port, cookie: '' });
}

async function platform(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-bench-api-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // A profile of the field reports sends them from many addresses (X-Forwarded-For).
      ...(process.env.TRUST_PROXY ? { TRUST_PROXY: process.env.TRUST_PROXY } : {}),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    }),
    webDist: undefined,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, jobPollMs: 0 });
  await seedDemoData(database.db, app.storage);
  const mentee = DEMO_MENTEES[0]!;
  const token = randomBytes(24).toString('hex');
  await database.db.execute(sql`
    insert into auth_sessions (id, token, user_id, expires_at)
    select 'bench-api', ${token}, p.id, now() + interval '7 days' from profiles p
    where p.first_name = ${mentee.firstName} and p.last_name = ${mentee.lastName}`);
  await database.db.execute(sql`analyze`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const context = await app.auth.$context;
  const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(signSessionToken(token, context.secret))}`;
  ready({ port: (app.server.address() as AddressInfo).port, cookie });
}

process.once('message', (job: TargetJob) => {
  (job.kind === 'bare' ? bare() : platform(job.kind === 'postgres' ? job.databaseUrl : undefined)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
});
