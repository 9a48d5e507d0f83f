import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PostalMime from 'postal-mime';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createMember, type MemberOverrides } from '../seed/factories.ts';

export const ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailDir: string;
  close(): Promise<void>;
};

/**
 * The whole server on a fresh database: PGlite in memory, or a new database on the server at
 * TEST_DATABASE_URL. Mail goes to files in a temporary folder, as it does without SMTP_URL.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { webApp = false, databaseUrl, jobPollMs = 0 }: { webApp?: boolean; databaseUrl?: string; jobPollMs?: number } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-test-'));
  // A stand-in for the built web app: the page every route serves, whose head the server fills in.
  const webDist = webApp ? path.join(dataDir, 'web') : undefined;
  if (webDist) {
    mkdirSync(webDist);
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Prosper Mentor: default." /><title>Prosper Mentor</title></head><body><div id="root"></div></body></html>',
    );
  }
  const { url, drop } = databaseUrl ? { url: databaseUrl, drop: async () => {} } : await freshDatabaseUrl();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'a'.repeat(40),
      SMS_CALLBACK_TOKEN: 'sms-callback-token-for-tests',
      ...env,
    }),
    webDist,
  };
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  // Jobs run when a test says so (app.jobs.runDue()), unless it asks for the background worker.
  const app = await buildApp({ config, database, jobPollMs });
  await app.ready();
  return {
    app,
    database,
    config,
    mailDir: path.join(dataDir, 'mail'),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the server at `serverUrl` (TEST_DATABASE_URL by default), dropped by `drop`; else PGlite in memory. */
export async function freshDatabaseUrl(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `prosper_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type ReceivedMail = { to: string; subject: string; text: string; links: string[] };

/** Waits for the newest message to `to` (mail leaves after the answer) and reads it. */
export async function waitForMail(
  mailDir: string,
  to: string,
  { subject, timeoutMs = 5000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await readMails(mailDir);
    const match = mails.filter((m) => m.to === to && (!subject || subject.test(m.subject))).at(-1);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

export async function readMails(mailDir: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (f) => {
      const mail = await PostalMime.parse(readFileSync(path.join(mailDir, f)));
      const text = mail.text ?? '';
      return { to: mail.to?.[0]?.address ?? '', subject: mail.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] };
    }),
  );
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`No session cookie in the response (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Signs a member in through the real endpoint and returns the cookie to send. */
export async function signInCookie(app: FastifyInstance, member: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: member.password },
    headers: { origin: ORIGIN },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  return sessionCookie(res);
}

/** A new confirmed member, signed in: their details and the cookie to send. */
export async function signedInMember(t: Pick<TestApp, 'app' | 'database'>, overrides: MemberOverrides = {}) {
  const member = await createMember(t.database.db, overrides);
  return { ...member, cookie: await signInCookie(t.app, member) };
}

/** Calls the API from the app's own site, as the member whose cookie is given, or as a visitor. */
export function apiCaller(t: Pick<TestApp, 'app'>) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}
