import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveUploads } from './serve-uploads.ts';
import { createLocalStorage, isValidKey, type Storage } from './storage.ts';

let dataDir: string;
let root: string;
let storage: Storage;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-storage-'));
  root = path.join(dataDir, 'uploads');
  storage = createLocalStorage(root, 'a-test-secret');
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('puts a file under its key, gives its URL and deletes it', async () => {
    await storage.put('avatars/ab12.webp', Buffer.from('first'), 'image/webp');
    const file = path.join(root, 'avatars', 'ab12.webp');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(storage.url('avatars/ab12.webp')).toBe('/uploads/avatars/ab12.webp');

    await storage.put('avatars/ab12.webp', Buffer.from('second'), 'image/webp');
    expect(readFileSync(file, 'utf8')).toBe('second');
    // No temporary file is left next to it.
    expect(readdirSync(path.join(root, 'avatars'))).toEqual(['ab12.webp']);

    await storage.delete('avatars/ab12.webp');
    expect(existsSync(file)).toBe(false);
  });

  it('accepts deleting a key that is not there', async () => {
    await expect(storage.delete('avatars/missing.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../auth-secret',
    'avatars/../../auth-secret',
    'avatars/..',
    '/etc/passwd',
    'avatars//x.webp',
    'avatars/',
    '',
    '.hidden',
    'avatars/.x.webp.tmp',
    'Avatars/x.webp',
    'avatars/x y.webp',
    'avatars\\x.webp',
    'avatars/x.webp?v=1',
    'avatars/é.webp',
    'a..b/x.webp',
  ])('refuses the key %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.url(key)).toThrow(/Invalid storage key/);
  });

  it('writes nothing outside its root', async () => {
    await expect(storage.put('../escaped.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'escaped.webp'))).toBe(false);
  });
});

describe('serving uploads', () => {
  let app: FastifyInstance;
  let webp: Buffer;

  beforeEach(async () => {
    app = Fastify({ logger: false });
    await serveUploads(app, root);
    await app.ready();
    webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(dataDir, 'auth-secret'), 'top-secret-value');
  });
  afterEach(async () => {
    await app.close();
  });

  it('serves a stored file with a year-long immutable cache and nosniff', async () => {
    await storage.put('avatars/ab12.webp', webp, 'image/webp');
    const response = await app.inject({ method: 'GET', url: storage.url('avatars/ab12.webp') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(webp)).toBe(true);
  });

  it('answers 404 for a missing file and for a deleted one', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/avatars/none.webp' })).statusCode).toBe(404);
    await storage.put('avatars/gone.webp', webp, 'image/webp');
    await storage.delete('avatars/gone.webp');
    expect((await app.inject({ method: 'GET', url: '/uploads/avatars/gone.webp' })).statusCode).toBe(404);
  });

  it('lists no directory', async () => {
    await storage.put('avatars/ab12.webp', webp, 'image/webp');
    for (const url of ['/uploads/', '/uploads/avatars', '/uploads/avatars/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('ab12');
    }
  });

  it('serves no temporary or hidden file', async () => {
    writeFileSync(path.join(root, '.avatar.webp.0123.tmp'), webp);
    const response = await app.inject({ method: 'GET', url: '/uploads/.avatar.webp.0123.tmp' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/uploads/../auth-secret',
    '/uploads/%2e%2e/auth-secret',
    '/uploads/..%2fauth-secret',
    '/uploads/%2e%2e%2fauth-secret',
    '/uploads/avatars/../../auth-secret',
    '/uploads/..%5cauth-secret',
    '/uploads//auth-secret',
  ])('refuses the traversal %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('top-secret-value');
  });
});
