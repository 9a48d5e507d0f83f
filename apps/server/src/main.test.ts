import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.ts';
import { signUpBody } from './test/sign-up-body.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(port: number) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number, child: ChildProcess) {
  // Starting means opening PGlite, migrating and seeding the demo: seconds alone, longer on a busy machine.
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy');
}

it('stops cleanly on SIGTERM and finds its embedded data again after a restart; one data folder, one process', {
  timeout: 90_000,
}, async () => {
  const port = await freePort();
  const first = start(port);
  await healthy(port, first.child);
  const origin = `http://localhost:${port}`;
  const body = signUpBody();
  const signUp = await fetch(`${origin}/api/accounts/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  expect(signUp.status).toBe(201);

  // A second process on the same folder is refused with the reason, and harms nothing.
  const second = start(await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/is in use by process \d+/);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

  const again = start(port);
  try {
    await healthy(port, again.child);
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    // The member is still there: the password is right, only the email awaits confirmation.
    expect(signIn.status).toBe(403);
  } finally {
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }
});

it('npm run serve starts the server with the flags it is measured with', async () => {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(path.join(import.meta.dirname, '../../../package.json'), 'utf8'));
  expect(manifest.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`);
  for (const bench of ['bench:media', 'bench:reminders', 'bench:vitals', 'bench:payments'])
    expect(manifest.scripts[bench]).toContain(SERVER_NODE_FLAGS.join(' '));
});
