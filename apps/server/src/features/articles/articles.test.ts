import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverCardBytes } from '@prosper/shared/rules/article-image';
import type { MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, ORIGIN, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rowsOf } from '../../db/client.ts';

const t = useTestApp({}, { webApp: true });
const call = apiCaller(t);

const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
const publish = (cookie: string, body: object = {}) =>
  call('POST', '/api/articles', cookie, {
    title: 'Pricing your first product',
    content: 'Start with **value**, not cost.',
    tags: ['Business'],
    ...body,
  });
const scalar = async <T>(query: ReturnType<typeof sql>) => rowsOf<{ v: T }>(await t.database.db.execute(query))[0]!.v;

describe('publishing', () => {
  it('refuses a missing or too long title and missing content, with the spec texts, and stores nothing', async () => {
    const author = await signedIn();
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', 'Title is required.'],
      [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters.'],
      [{ content: ' \n ' }, 'content', 'Content is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await publish(author.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await scalar(sql`select count(*)::int as v from articles where user_id = ${author.id}`)).toBe(0);
    expect((await publish('')).statusCode).toBe(401);
  });

  it('publishes with a plain-text excerpt and reading time, ends the draft, feeds it live and queues the followers', async () => {
    const author = await signedIn({ firstName: 'Nia', lastName: 'Okoro' });
    const follower = await signedIn();
    await call('PUT', `/api/profiles/${author.id}/follow`, follower.cookie);
    await call('PUT', '/api/article-draft', author.cookie, { title: 'Half', content: 'written' });

    const content = `# Why pricing matters\n\n${'Customers pay for outcomes. '.repeat(100)}`;
    const res = await publish(author.cookie, { content, tags: ['Business', ' business ', 'Pricing', ''] });
    expect(res.statusCode).toBe(201);
    const article = res.json();
    expect(article).toMatchObject({
      title: 'Pricing your first product',
      content: content.trim(),
      tags: ['Business', 'Pricing'],
      readingMinutes: 2,
      likesCount: 0,
      commentsCount: 0,
      sharesCount: 0,
      author: { id: author.id, firstName: 'Nia', lastName: 'Okoro' },
    });
    expect(article.excerpt.startsWith('Why pricing matters. Customers pay for outcomes.')).toBe(true);
    expect(article.excerpt).not.toContain('#');

    expect((await call('GET', '/api/article-draft', author.cookie)).body).toBe('null');
    const feed = (await call('GET', '/api/articles', follower.cookie)).json();
    expect(feed.items[0]).toMatchObject({ id: article.id, excerpt: article.excerpt });
    expect(feed.items[0].content).toBeUndefined();
    expect(await scalar(sql`select count(*)::int as v from events where topic = 'articles_feed' and payload->>'id' = ${article.id}`)).toBe(
      1,
    );
    expect((await call('GET', '/api/articles?scope=following', follower.cookie)).json().items.map((a: { id: string }) => a.id)).toEqual([
      article.id,
    ]);

    await t.app.jobs.runDue();
    const told = (await call('GET', '/api/notifications', follower.cookie)).json().items;
    expect(told[0]).toMatchObject({
      type: 'new_post_from_followed',
      message: 'Nia Okoro created a new post',
      postId: article.id,
      data: { post_count: 1, author_ids: [author.id] },
    });
  });

  it('pages the feed newest first without repeating an article', async () => {
    const author = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await publish(author.cookie, { title: `Post ${i}` })).json().id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await call('GET', `/api/articles${cursor ? `?cursor=${cursor}` : ''}`)
      ).json();
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((a: { id: string }) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.indexOf(ids[2]!)).toBeLessThan(seen.indexOf(ids[0]!));
  });

  it('gives back XSS attempts as inert text, and escapes them in the page head', async () => {
    const author = await signedIn();
    const attack = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const res = await publish(author.cookie, {
      title: `Hi ${attack}`,
      content: `[x](javascript:alert(1)) ${attack}`,
      tags: [attack.slice(0, 30)],
    });
    const article = res.json();
    expect(article.title).toBe(`Hi ${attack}`);
    expect(article.excerpt).not.toContain('<');
    const page = await t.app.inject({ method: 'GET', url: `/post/${article.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('marks a post noindex when its author keeps search engines out', async () => {
    const author = await signedIn();
    const id = (await publish(author.cookie)).json().id;
    expect((await t.app.inject({ method: 'GET', url: `/post/${id}` })).body).not.toContain('noindex');
    await t.database.db.execute(
      sql`insert into user_privacy_settings (user_id, allow_search_engine_indexing) values (${author.id}, false)`,
    );
    const page = (await t.app.inject({ method: 'GET', url: `/post/${id}` })).body;
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).toContain('Pricing your first product');
  });

  it('refuses a tenth article within 30 seconds with a clear message', async () => {
    const author = await signedIn();
    for (let i = 0; i < 9; i++) expect((await publish(author.cookie, { title: `Quick ${i}` })).statusCode).toBe(201);
    const res = await publish(author.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^You are posting too fast\. Please wait \d+ seconds before publishing again\.$/);
  });
});

describe('authors and their articles', () => {
  it('lets only the author change or delete an article', async () => {
    const author = await signedIn();
    const other = await signedIn();
    const id = (await publish(author.cookie)).json().id;
    expect((await call('PATCH', `/api/articles/${id}`, other.cookie, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/articles/${id}`, other.cookie)).statusCode).toBe(403);
    const edited = await call('PATCH', `/api/articles/${id}`, author.cookie, { title: 'Better title', content: 'New *words* here' });
    expect(edited.json()).toMatchObject({ title: 'Better title', excerpt: 'New words here', tags: ['Business'] });
    expect((await call('DELETE', `/api/articles/${id}`, author.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/articles/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/articles/${id}`, author.cookie, { title: 'Gone' })).statusCode).toBe(404);
  });

  it("keeps each member's draft to themselves, one each, with its id across saves", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const first = (await call('PUT', '/api/article-draft', owner.cookie, { title: 'Draft', content: 'Some', tags: ['A'] })).json();
    const second = (await call('PUT', '/api/article-draft', owner.cookie, { title: 'Draft 2', content: 'More' })).json();
    expect(second).toMatchObject({ id: first.id, title: 'Draft 2', content: 'More', tags: [] });
    expect((await call('GET', '/api/article-draft', other.cookie)).body).toBe('null');
    await call('DELETE', '/api/article-draft', other.cookie);
    expect((await call('GET', '/api/article-draft', owner.cookie)).json()).toMatchObject({ id: first.id });
    expect((await call('GET', '/api/article-draft')).statusCode).toBe(401);
    await call('DELETE', '/api/article-draft', owner.cookie);
    expect((await call('GET', '/api/article-draft', owner.cookie)).body).toBe('null');
  });
});

describe('cover images', () => {
  const upload = (cookie: string, bytes: Buffer, filename = 'cover.png') => {
    const boundary = '----prosper';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/articles/images',
      headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const stored = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'articles');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')) : [];
  };

  it('re-encodes an image to WebP at 1200 and 600 pixels wide', async () => {
    const author = await signedIn();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#14532d' } })
      .png()
      .toBuffer();
    const res = await upload(author.cookie, png);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/articles\/[a-z0-9]+\/[0-9a-f]+-s\d+-1200\.webp$/);
    const page = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const card = await t.app.inject({ method: 'GET', url: imageUrl.replace('-1200', '-600') });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600 });
    // The name tells what the card copy weighs: the data saver's "Show image (N KB)".
    expect(coverCardBytes(imageUrl)).toBe(card.rawPayload.length);
    expect((await publish(author.cookie, { imageUrl })).json().imageUrl).toBe(imageUrl);
    expect((await publish(author.cookie, { imageUrl: 'https://evil.example/x.png' })).statusCode).toBe(400);
  });

  it('refuses a renamed text file and anything over 2MB, storing nothing', async () => {
    const author = await signedIn();
    const before = stored().length;
    const text = await upload(author.cookie, Buffer.from('just some text, named like a picture'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Please select a valid image file');
    const big = await upload(author.cookie, Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The image is larger than 2MB. Please choose a smaller one.');
    expect(stored().length).toBe(before);
  });
});

describe('likes, shares and saves', () => {
  it('keeps the like count exact under concurrent likes and unlikes, and tells the author once per like', async () => {
    const author = await signedIn();
    const id = (await publish(author.cookie)).json().id;
    const fans = await Promise.all(Array.from({ length: 12 }, () => signedIn()));
    await Promise.all(
      fans.flatMap((f) => [call('PUT', `/api/articles/${id}/like`, f.cookie), call('PUT', `/api/articles/${id}/like`, f.cookie)]),
    );
    await Promise.all(fans.slice(0, 5).map((f) => call('DELETE', `/api/articles/${id}/like`, f.cookie)));
    const article = (await call('GET', `/api/articles/${id}`, fans[6]!.cookie)).json();
    expect(article).toMatchObject({ likesCount: 7, likedByMe: true });
    expect((await call('GET', `/api/articles/${id}`, fans[0]!.cookie)).json().likedByMe).toBe(false);
    expect(await scalar(sql`select count(*)::int as v from article_likes where article_id = ${id}`)).toBe(7);
    const likes = (await call('GET', '/api/notifications', author.cookie))
      .json()
      .items.filter((n: { type: string }) => n.type === 'post_like');
    expect(likes).toHaveLength(12);
    expect(likes[0]).toMatchObject({ title: 'Post Liked', postId: id });

    const own = await call('PUT', `/api/articles/${id}/like`, author.cookie);
    expect(own.json()).toEqual({ liked: true, likesCount: 8 });
    expect(
      (await call('GET', '/api/notifications', author.cookie)).json().items.filter((n: { type: string }) => n.type === 'post_like'),
    ).toHaveLength(12);
  });

  it('counts shares and keeps saved posts newest first', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const [a, b] = [(await publish(author.cookie, { title: 'A' })).json().id, (await publish(author.cookie, { title: 'B' })).json().id];
    expect((await call('POST', `/api/articles/${a}/share`, reader.cookie)).json()).toEqual({ sharesCount: 1 });
    await call('PUT', `/api/articles/${b}/save`, reader.cookie);
    await call('PUT', `/api/articles/${a}/save`, reader.cookie);
    await call('PUT', `/api/articles/${a}/save`, reader.cookie);
    const saved = (await call('GET', '/api/saved-articles', reader.cookie)).json().items;
    expect(saved.map((s: { title: string; savedByMe: boolean }) => [s.title, s.savedByMe])).toEqual([
      ['A', true],
      ['B', true],
    ]);
    await call('DELETE', `/api/articles/${b}/save`, reader.cookie);
    expect((await call('GET', '/api/saved-articles', reader.cookie)).json().items.map((s: { title: string }) => s.title)).toEqual(['A']);
    expect((await call('GET', '/api/saved-articles', author.cookie)).json().items).toEqual([]);
    expect((await call('PUT', '/api/articles/00000000-0000-4000-8000-000000000000/save', reader.cookie)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('takes comments and one level of replies, tells the right people, and counts them', async () => {
    const author = await signedIn({ firstName: 'Nia', lastName: 'Okoro' });
    const kofi = await signedIn({ firstName: 'Kofi', lastName: 'Mensah' });
    const ama = await signedIn({ firstName: 'Ama', lastName: 'Boateng' });
    const id = (await publish(author.cookie)).json().id;

    const comment = (await call('POST', `/api/articles/${id}/comments`, kofi.cookie, { content: '  Great <b>read</b>  ' })).json();
    expect(comment).toMatchObject({ content: 'Great <b>read</b>', parentId: null, author: { firstName: 'Kofi' } });
    const reply = (await call('POST', `/api/articles/${id}/comments`, ama.cookie, { content: 'Agreed', parentId: comment.id })).json();
    const deeper = await call('POST', `/api/articles/${id}/comments`, kofi.cookie, { content: 'Too deep', parentId: reply.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.message).toBe('Replies can only be made to a comment, not to another reply.');
    expect((await call('POST', `/api/articles/${id}/comments`, kofi.cookie, { content: '   ' })).statusCode).toBe(400);

    const list = (await call('GET', `/api/articles/${id}/comments`)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0].replies.map((r: { content: string }) => r.content)).toEqual(['Agreed']);
    expect((await call('GET', `/api/articles/${id}`)).json().commentsCount).toBe(2);

    const authorTold = (await call('GET', '/api/notifications', author.cookie)).json().items.map((n: { message: string }) => n.message);
    expect(authorTold).toEqual(['Ama Boateng commented on your post', 'Kofi Mensah commented on your post']);
    const kofiTold = (await call('GET', '/api/notifications', kofi.cookie)).json().items;
    expect(kofiTold.map((n: { type: string; message: string }) => [n.type, n.message])).toEqual([
      ['comment_reply', 'Ama Boateng replied to your comment'],
    ]);

    expect((await call('PATCH', `/api/comments/${comment.id}`, ama.cookie, { content: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comments/${comment.id}`, ama.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/comments/${comment.id}`, kofi.cookie, { content: 'Great read!' })).json().content).toBe(
      'Great read!',
    );
    expect((await call('DELETE', `/api/comments/${comment.id}`, kofi.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/articles/${id}`)).json().commentsCount).toBe(0);
    expect((await call('GET', `/api/articles/${id}/comments`)).json().items).toEqual([]);
  });

  it('refuses a tenth comment within 30 seconds', async () => {
    const author = await signedIn();
    const id = (await publish(author.cookie)).json().id;
    for (let i = 0; i < 9; i++) await call('POST', `/api/articles/${id}/comments`, author.cookie, { content: `Note ${i}` });
    const res = await call('POST', `/api/articles/${id}/comments`, author.cookie, { content: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^You are commenting too fast\./);
  });
});
