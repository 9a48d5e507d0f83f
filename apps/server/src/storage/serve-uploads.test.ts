import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveUploads } from './serve-uploads.ts';
import { createLocalStorage, type Storage } from './storage.ts';

const webpOf = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

describe('Save-Data on uploaded images', () => {
  let dataDir: string;
  let storage: Storage;
  let app: FastifyInstance;
  let large: Buffer;
  let small: Buffer;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'prosper-save-data-'));
    const root = path.join(dataDir, 'uploads');
    storage = createLocalStorage(root, 'a-test-secret');
    app = Fastify({ logger: false });
    await serveUploads(app, root);
    await app.ready();
    [large, small] = await Promise.all([webpOf(64), webpOf(8)]);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, saveData?: string) =>
    app.inject({ method: 'GET', url, headers: saveData === undefined ? {} : { 'save-data': saveData } });

  it.each([
    ['a cover', 'articles/ab/0123-1200.webp', 'articles/ab/0123-600.webp'],
    ['an avatar', 'avatars/ab/cd-256.webp', 'avatars/ab/cd-96.webp'],
    ['a media photo', 'media/ab/9f0c/full.webp', 'media/ab/9f0c/card.webp'],
  ])('serves %s small to a browser saving data, full otherwise, and varies on Save-Data', async (_kind, fullKey, smallKey) => {
    await storage.put(fullKey, large, 'image/webp');
    await storage.put(smallKey, small, 'image/webp');

    const saving = await get(storage.url(fullKey), 'on');
    expect(saving.statusCode).toBe(200);
    expect(saving.rawPayload.equals(small)).toBe(true);
    expect(saving.headers['content-length']).toBe(String(small.length));
    expect(saving.headers.vary).toBe('Save-Data');
    expect(saving.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(storage.url(fullKey));
    expect(plain.rawPayload.equals(large)).toBe(true);
    expect(plain.headers.vary).toBe('Save-Data');

    // Save-Data has one meaning, "on"; any other value asks for nothing.
    expect((await get(storage.url(fullKey), 'off')).rawPayload.equals(large)).toBe(true);
    expect((await get(storage.url(fullKey), 'On')).rawPayload.equals(small)).toBe(true);
  });

  it('serves the full image when no small copy was stored', async () => {
    await storage.put('articles/ab/0456-1200.webp', large, 'image/webp');
    const response = await get('/uploads/articles/ab/0456-1200.webp', 'on');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(large)).toBe(true);
    expect(response.headers.vary).toBe('Save-Data');
  });

  it('leaves files with no smaller kind alone: no Vary, the same bytes', async () => {
    await storage.put('media/ab/9f0c/poster.webp', small, 'image/webp');
    const response = await get('/uploads/media/ab/9f0c/poster.webp', 'on');
    expect(response.rawPayload.equals(small)).toBe(true);
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers 404 for a missing image, saving data or not', async () => {
    expect((await get('/uploads/articles/ab/none-1200.webp', 'on')).statusCode).toBe(404);
    expect((await get('/uploads/articles/ab/none-1200.webp')).statusCode).toBe(404);
  });

  it('never reaches a private file or leaves the folder through the small copy', async () => {
    await storage.put('private/media/ab/9f0c/card.webp', small, 'image/webp');
    expect((await get('/uploads/private/media/ab/9f0c/full.webp', 'on')).statusCode).toBe(404);
    expect((await get('/uploads/%E0%A4%A/x-1200.webp', 'on')).statusCode).toBeLessThan(500);
    expect((await get('/uploads/../x-1200.webp', 'on')).statusCode).toBeLessThan(500);
  });
});
