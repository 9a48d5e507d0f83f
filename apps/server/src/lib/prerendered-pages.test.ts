import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNotFound } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';

// The build's output as apps/web/scripts/prerender.mjs leaves it: the shell, and one page painted.
const SHELL = '<!doctype html><title>Prosper Mentor</title><div id="root"></div>';
const ABOUT = '<!doctype html><title>Prosper Mentor</title><div id="root"><h1>About Us</h1></div>';
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'prosper-web-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'prerendered', 'about.html'), ABOUT);
  app = Fastify();
  await registerWebApp(app, dist);
  registerNotFound(app, { dist, pageHead: async () => null });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

describe('pages painted at build', () => {
  it('go to a visitor at their bare address, marked as depending on the cookie', async () => {
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ABOUT);
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never to a browser with a session, whose page shows its own name and menu', async () => {
    expect((await page('/about', 'theme=dark; prosper.session_token=abc.def')).body).toBe(SHELL);
    expect((await page('/about', '__Secure-prosper.session_token=abc')).body).toBe(SHELL);
    // Another cookie is no session.
    expect((await page('/about', 'prosper.other=1')).body).toBe(ABOUT);
  });

  it('not with a query, which may ask for another view of the page, nor for a page not painted', async () => {
    expect((await page('/about?from=newsletter')).body).toBe(SHELL);
    expect((await page('/about/')).body).toBe(SHELL);
    expect((await page('/auth')).body).toBe(SHELL);
    expect((await page('/api/about')).statusCode).toBe(404);
    // Nor at the file's own address, past the cookie's check.
    expect((await page('/prerendered/about.html')).statusCode).toBe(404);
  });
});
