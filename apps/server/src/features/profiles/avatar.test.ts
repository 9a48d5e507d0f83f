import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../seed/factories.ts';
import { ORIGIN, signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const filesOf = (memberId: string) => {
  const dir = path.join(uploadsDir(), 'avatars', memberId.toLowerCase());
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret camera owner' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
    .toBuffer();

function upload(cookie: string | undefined, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload: form,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

describe('avatar upload', () => {
  it('stores a photo as WebP at 256 and 96 pixels without EXIF or GPS, and serves it', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const res = await upload(cookie, await photo());
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[a-z0-9]+\/[a-f0-9]+-256\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret camera owner');
    expect(filesOf(member.id)).toHaveLength(2);

    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie } })).json().avatarUrl).toBe(avatarUrl);
  });

  it('removes the old files when the photo is replaced', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const first = (await upload(cookie, await photo())).json().avatarUrl;
    const second = (
      await upload(
        cookie,
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#14532d' } })
          .png()
          .toBuffer(),
        'x.png',
        'image/png',
      )
    ).json().avatarUrl;
    expect(second).not.toBe(first);
    expect(filesOf(member.id)).toEqual([path.basename(second), path.basename(second).replace('-256', '-96')].sort());
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses a text file named like an image, by its content, and stores nothing', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const res = await upload(cookie, Buffer.from('<script>alert(1)</script> not really a picture'), 'cat.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Please select a valid image file');
    expect(filesOf(member.id)).toEqual([]);
  });

  it('refuses a file over 5 MB with a clear message and stores nothing', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const big = Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 5MB');
    expect(filesOf(member.id)).toEqual([]);
  });

  it('needs a signed-in member and a file', async () => {
    expect((await upload(undefined, await photo())).statusCode).toBe(401);
    const member = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, member);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: new FormData(),
      headers: { origin: ORIGIN, cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please choose a file to upload.');
  });
});
