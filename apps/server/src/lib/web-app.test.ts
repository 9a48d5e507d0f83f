import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageRequest, registerWebApp } from './web-app.ts';

// The built app's files as the service worker and the browser's installer ask for them (decision 042).
const WORKER = `self.addEventListener('fetch', () => {}); /* ${'precache '.repeat(80)} */`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'prosper-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Prosper Mentor</title>');
  writeFileSync(path.join(dist, 'sw.js'), WORKER);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(WORKER));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Prosper Mentor' }));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {}');
  app = Fastify();
  expect(await registerWebApp(app, dist)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves /sw.js as JavaScript revalidated on every check, so a new version is found at once', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WORKER);
  });

  it('serves the compressed worker with the same headers', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest as one, revalidated', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Prosper Mentor' });
  });

  it('keeps hashed chunks a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('isPageRequest', () => {
  const page = (method: string, url: string) => isPageRequest({ method, url } as Parameters<typeof isPageRequest>[0]);

  it('answers pages with the app, never the worker, the manifest or the API', () => {
    expect(page('GET', '/saved-posts')).toBe(true);
    expect(page('GET', '/messages/abc?x=1')).toBe(true);
    expect(page('GET', '/sw.js')).toBe(false);
    expect(page('GET', '/manifest.webmanifest')).toBe(false);
    expect(page('GET', '/api/me')).toBe(false);
    expect(page('POST', '/saved-posts')).toBe(false);
  });
});
