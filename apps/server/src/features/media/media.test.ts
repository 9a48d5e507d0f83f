import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEDIA_QUOTA_BYTES, type Media } from '@prosper/shared/schemas/media';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, ORIGIN, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { eraseAccount } from '../account-deletion/erase.ts';
import { sweepMedia } from './sweep.ts';
import { heicPhoto, jpegWithGps, streamedForm, tinyVideo } from './media-fixtures.ts';

const t = useTestApp();
const api = apiCaller(t);

type Upload = { kind?: 'image' | 'video'; isPrivate?: boolean; name?: string; type?: string };

function upload(
  cookie: string | undefined,
  bytes: Buffer,
  { kind = 'image', isPrivate = false, name = 'photo.jpg', type = 'image/jpeg' }: Upload = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: `/api/media?kind=${kind}&private=${isPrivate}`,
    payload: form,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** The files a member's media left in storage, as paths under their folder. */
function filesOf(memberId: string, isPrivate = false): string[] {
  const dir = path.join(t.config.dataDir, 'uploads', ...(isPrivate ? ['private'] : []), 'media', memberId.toLowerCase());
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function processed(cookie: string, id: string): Promise<Media> {
  await t.app.jobs.runDue();
  return (await api('GET', `/api/media/${id}`, cookie)).json();
}

describe('the upload refuses, in the spec’s words', () => {
  it('a visitor: You must be logged in to upload media', async () => {
    const res = await upload(undefined, await jpegWithGps());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to upload media');
  });

  it('a text file renamed as a photo: Please select a valid image file, and keeps nothing', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, Buffer.from('just some notes, not a picture at all '.repeat(200)), { name: 'holiday.jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Please select a valid image file');
    expect(filesOf(member.id)).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from media where owner_id = ${member.id}`))).toHaveLength(0);
  });

  it('a photo claiming to be a video: Please select a valid video file', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, await jpegWithGps(), { kind: 'video', name: 'clip.mp4', type: 'video/mp4' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Please select a valid video file');
    expect(filesOf(member.id)).toEqual([]);
  });

  it('a body cut off mid-file: Failed to upload media, and keeps nothing', async () => {
    const member = await signedInMember(t);
    const boundary = 'cutoffboundary';
    const head = (await jpegWithGps()).subarray(0, 20_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media?kind=image',
      headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        head,
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Failed to upload media');
    expect(filesOf(member.id)).toEqual([]);
  });

  it('a streamed 51 MB body: File size must be less than 50MB, never held in memory', async () => {
    const member = await signedInMember(t);
    const boundary = 'bigbodyboundary';
    const head = (await tinyVideo()).subarray(0, 8192);
    global.gc?.();
    const before = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - (before.heapUsed + before.arrayBuffers));
    }, 20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media?kind=video',
      headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: streamedForm(51 * 1024 * 1024, boundary, head, { bytes: 0 }),
    });
    clearInterval(sampler);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 50MB');
    expect(peak).toBeLessThan(20 * 1024 * 1024);
    expect(filesOf(member.id)).toEqual([]);
  });

  it('stops reading a body past the limit, and refuses one that declares a larger size before reading it', async () => {
    const member = await signedInMember(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const head = (await tinyVideo()).subarray(0, 8192);
    const send = (size: number, declare: boolean) =>
      new Promise<{ status: number; pulled: number }>((resolve, reject) => {
        const boundary = 'overlimitboundary';
        const pulled = { bytes: 0 };
        const req = request(`http://127.0.0.1:${port}/api/media?kind=video`, {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            cookie: member.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...(declare ? { 'content-length': size + 200 } : {}),
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, pulled: pulled.bytes }));
        });
        req.on('error', reject);
        const body = streamedForm(size, boundary, head, pulled);
        body.on('error', () => {});
        body.pipe(req);
      });
    // Sent without a length (chunked): read up to the limit, then the connection closes, long before
    // the 160 MB are sent. What the client had pushed by then also counts socket buffers, which grow
    // on a loaded machine, so the bound leaves them room and asserts only that the rest was never sent.
    const chunked = await send(160 * 1024 * 1024, false);
    expect(chunked.status).toBe(413);
    expect(chunked.pulled).toBeLessThan(110 * 1024 * 1024);
    // A declared 51 MB: refused before the file is read at all.
    const declared = await send(51 * 1024 * 1024, true);
    expect(declared.status).toBe(413);
    expect(declared.pulled).toBeLessThan(8 * 1024 * 1024);
    expect(filesOf(member.id)).toEqual([]);
  });

  it('too many uploads in an hour, and a full media space, each with a clear message', async () => {
    const member = await signedInMember(t);
    await t.database.db.execute(sql`insert into rate_limits (key, count, window_start) values (${`media:${member.id}`}, 60, now())`);
    const limited = await upload(member.cookie, await jpegWithGps());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^You have uploaded 60 files in the last hour\. Please try again in \d+ seconds\.$/);

    const other = await signedInMember(t);
    await t.database.db.execute(
      sql`insert into media (owner_id, kind, state, private, original_bytes) values (${other.id}, 'video', 'ready', false, ${MEDIA_QUOTA_BYTES - 1000})`,
    );
    const full = await upload(other.cookie, await jpegWithGps());
    expect(full.statusCode).toBe(413);
    expect(full.json().error.message).toBe('You have used all 1024 MB of your media space. Delete some photos or videos to upload more.');
  });
});

describe('processing', () => {
  it('answers at once, then re-encodes a photo to WebP (full and card) without EXIF or GPS, and tells its owner live', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, await jpegWithGps());
    expect(res.statusCode).toBe(202);
    const queued: Media = res.json();
    expect(queued).toMatchObject({ kind: 'image', state: 'processing', url: null });
    expect(filesOf(member.id)).toEqual([`${queued.id}/original`]);

    const ready = await processed(member.cookie, queued.id);
    expect(ready).toMatchObject({ state: 'ready', width: 2048, height: 1365 });
    expect(filesOf(member.id)).toEqual([`${queued.id}/card.webp`, `${queued.id}/full.webp`]);
    const full = await t.app.inject({ method: 'GET', url: ready.url! });
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.toString('latin1')).not.toContain('secret camera owner');
    expect((await sharp((await t.app.inject({ method: 'GET', url: ready.smallUrl! })).rawPayload).metadata()).width).toBe(640);

    const events = rowsOf<{ type: string; payload: Media }>(
      await t.database.db.execute(sql`select type, payload from events where topic = 'media' and user_id = ${member.id}`),
    );
    expect(events).toEqual([{ type: 'update', payload: expect.objectContaining({ id: queued.id, state: 'ready' }) }]);
  });

  it('decodes an iPhone HEIC photo with libheif', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, await heicPhoto(), { name: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(res.statusCode).toBe(202);
    expect(await processed(member.cookie, res.json().id)).toMatchObject({ state: 'ready', width: 640, height: 480 });
  });

  it('transcodes a video to H.264/AAC MP4 and a data-saver rendition, with a poster and its duration, served in ranges', async () => {
    const member = await signedInMember(t);
    const res = await upload(member.cookie, await tinyVideo(), { kind: 'video', name: 'clip.mp4', type: 'video/mp4' });
    expect(res.statusCode).toBe(202);
    const ready = await processed(member.cookie, res.json().id);
    expect(ready).toMatchObject({ state: 'ready', kind: 'video', width: 320, height: 240 });
    expect(ready.durationMs).toBeGreaterThanOrEqual(1900);
    expect(ready.durationMs).toBeLessThanOrEqual(2100);
    expect(ready.bytes).toBeGreaterThan(ready.smallBytes!);
    expect(filesOf(member.id)).toEqual(['poster.webp', 'video-small.mp4', 'video.mp4'].map((f) => `${ready.id}/${f}`));

    const poster = await t.app.inject({ method: 'GET', url: ready.posterUrl! });
    expect((await sharp(poster.rawPayload).metadata()).format).toBe('webp');
    const part = await t.app.inject({ method: 'GET', url: ready.url!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${ready.bytes}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('marks a truncated MP4 failed and keeps none of it', async () => {
    const member = await signedInMember(t);
    const whole = await tinyVideo();
    const res = await upload(member.cookie, whole.subarray(0, Math.floor(whole.length / 3)), {
      kind: 'video',
      name: 'cut.mp4',
      type: 'video/mp4',
    });
    expect(res.statusCode).toBe(202);
    expect(await processed(member.cookie, res.json().id)).toMatchObject({ state: 'failed', url: null });
    expect(filesOf(member.id)).toEqual([]);
  });

  it('shows a member only their own uploads', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const { id } = (await upload(owner.cookie, await jpegWithGps())).json();
    expect((await api('GET', `/api/media/${id}`, other.cookie)).statusCode).toBe(404);
  });
});

describe('photos in messages', () => {
  async function conversation() {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const c = await signedInMember(t);
    const thread = (await api('POST', '/api/messages/threads', a.cookie, { recipientId: b.id })).json();
    return { a, b, c, thread };
  }

  async function privatePhoto(cookie: string) {
    const { id } = (await upload(cookie, await jpegWithGps(), { isPrivate: true })).json();
    await t.app.jobs.runDue();
    return id as string;
  }

  it('reach the thread’s two members through signed, expiring URLs, and no one else', async () => {
    const { a, b, c, thread } = await conversation();
    const photo = await privatePhoto(a.cookie);
    const sent = await api('POST', `/api/messages/threads/${thread.id}/messages`, a.cookie, { content: 'Our garden', mediaIds: [photo] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().media).toEqual([expect.objectContaining({ id: photo, state: 'ready', private: true })]);

    const seen = (await api('GET', `/api/messages/threads/${thread.id}/messages`, b.cookie)).json().items[0].media[0];
    expect(seen.url).toMatch(/^\/api\/files\/private\/media\/[a-z0-9]+\/[0-9a-f-]{36}\/full\.webp\?expires=\d+&signature=[\w-]+$/);
    const fetched = await t.app.inject({ method: 'GET', url: seen.url });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect(fetched.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const part = await t.app.inject({ method: 'GET', url: seen.url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${fetched.rawPayload.length}`);
    expect(part.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');

    // The third member: not in the conversation, cannot attach the photo to their own, cannot guess or stretch a URL.
    expect((await api('GET', `/api/messages/threads/${thread.id}/messages`, c.cookie)).statusCode).toBeGreaterThanOrEqual(403);
    const cThread = (await api('POST', '/api/messages/threads', c.cookie, { recipientId: b.id })).json();
    const stolen = await api('POST', `/api/messages/threads/${cThread.id}/messages`, c.cookie, { content: 'Look', mediaIds: [photo] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('A photo or video could not be attached: it is not yours, still processing, or already used.');
    const key = seen.url.slice('/api/files/'.length, seen.url.indexOf('?'));
    const expires = Number(new URL(seen.url, ORIGIN).searchParams.get('expires'));
    const signature = new URL(seen.url, ORIGIN).searchParams.get('signature');
    for (const url of [
      `/api/files/${key}`,
      `/api/files/${key}?expires=${expires + 3600}&signature=${signature}`,
      `/api/files/${key.replace('full.webp', 'card.webp')}?expires=${expires}&signature=${signature}`,
      `/uploads/${key}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: c.cookie } })).statusCode, url).toBeOneOf([403, 404]);
    }
    // A URL made to expire a second ago no longer opens.
    const expired = t.app.storage.signedUrl(key, Math.floor(Date.now() / 1000) - 1);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('go with the message when it is deleted', async () => {
    const { a, thread } = await conversation();
    const photo = await privatePhoto(a.cookie);
    const sent = (
      await api('POST', `/api/messages/threads/${thread.id}/messages`, a.cookie, { content: 'Oops', mediaIds: [photo] })
    ).json();
    expect(filesOf(a.id, true)).toHaveLength(2);
    expect((await api('DELETE', `/api/messages/${sent.id}`, a.cookie)).statusCode).toBe(204);
    await t.app.jobs.runDue();
    expect(filesOf(a.id, true)).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from media where id = ${photo}`))).toHaveLength(0);
  });
});

describe('photos in articles', () => {
  it('are held by the article that shows them, and go with it', async () => {
    const author = await signedInMember(t);
    const { id, url } = (await upload(author.cookie, await jpegWithGps())).json() as Media;
    await t.app.jobs.runDue();
    const ready = (await api('GET', `/api/media/${id}`, author.cookie)).json() as Media;
    expect(url).toBeNull();
    const article = await api('POST', '/api/articles', author.cookie, {
      title: 'Our harvest',
      content: `What we grew this year.\n\n![The maize field](${ready.url})`,
      tags: [],
      imageUrl: null,
    });
    expect(article.statusCode).toBe(201);
    const held = rowsOf<{ article_id: string }>(await t.database.db.execute(sql`select article_id from media where id = ${id}`));
    expect(held).toEqual([{ article_id: article.json().id }]);

    // A day later the sweep keeps it: it is held.
    await t.database.db.execute(sql`update media set created_at = now() - interval '25 hours' where id = ${id}`);
    await t.app.jobs.runDue();
    await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'media_sweep'`);
    await t.app.jobs.runDue();
    expect(filesOf(author.id)).toHaveLength(2);

    expect((await api('DELETE', `/api/articles/${article.json().id}`, author.cookie)).statusCode).toBe(204);
    await t.app.jobs.runDue();
    expect(filesOf(author.id)).toEqual([]);
  });
});

describe('orphans', () => {
  it('are removed a day after upload when nothing holds them, and not before', async () => {
    const member = await signedInMember(t);
    const { id } = (await upload(member.cookie, await jpegWithGps())).json();
    await t.app.jobs.runDue();
    await sweepMedia(t.database.db, t.app.storage);
    expect(filesOf(member.id)).toHaveLength(2);

    await t.database.db.execute(sql`update media set created_at = now() - interval '25 hours' where id = ${id}`);
    // The sweep that upload scheduled for a day later.
    const due = rowsOf(await t.database.db.execute(sql`select 1 from jobs where unique_key = ${`media_sweep:${id}`}`));
    expect(due).toHaveLength(1);
    await t.database.db.execute(sql`update jobs set run_at = now() where unique_key = ${`media_sweep:${id}`}`);
    await t.app.jobs.runDue();
    expect(filesOf(member.id)).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from media where id = ${id}`))).toHaveLength(0);
  });
});

describe('an erased account', () => {
  it('takes its photos and videos with it, public and private, rows and files', async () => {
    const member = await signedInMember(t);
    const { id: open } = (await upload(member.cookie, await jpegWithGps())).json();
    const { id: hidden } = (await upload(member.cookie, await jpegWithGps(), { isPrivate: true })).json();
    await t.app.jobs.runDue();
    expect(filesOf(member.id)).toHaveLength(2);
    expect(filesOf(member.id, true)).toHaveLength(2);
    await t.database.db.execute(
      sql`update profiles set closed_at = now() - make_interval(days => ${ACCOUNT_GRACE_DAYS + 1}) where id = ${member.id}`,
    );
    await eraseAccount(t.database.db, t.app.storage, { memberId: member.id });
    expect(filesOf(member.id)).toEqual([]);
    expect(filesOf(member.id, true)).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from media where id in (${open}, ${hidden})`))).toHaveLength(0);
  });
});
