import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { gatherNewPost } from './new-posts.ts';
import { createNotification } from './service.ts';

const t = useTestApp();
const call = apiCaller(t);

type Item = { id: string; type: string; title: string; message: string; read: boolean; postId: string | null; createdAt: string };
const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
const list = async (cookie: string, query = '') => (await call('GET', `/api/notifications${query}`, cookie)).json().items as Item[];
const unread = async (cookie: string) => (await call('GET', '/api/notifications/counts', cookie)).json().unread as number;
const follow = (cookie: string, id: string) => call('PUT', `/api/profiles/${id}/follow`, cookie);
/** Publishes through the API and lets the queued fan-out run, as the job worker would. */
const publish = async (cookie: string, title: string) => {
  const res = await call('POST', '/api/articles', cookie, { title, content: 'A few words worth reading.', tags: [] });
  expect(res.statusCode).toBe(201);
  await t.app.jobs.runDue();
  return res.json().id as string;
};
const newPosts = async (cookie: string) => (await list(cookie)).filter((n) => n.type === 'new_post_from_followed');
const eventsFor = async (userId: string) =>
  rowsOf<{ type: string }>(
    await t.database.db.execute(sql`
    select type from events where topic = 'notifications' and user_id = ${userId} and payload->>'type' = 'new_post_from_followed' order by id`),
  ).map((e) => e.type);

describe('posts from followed authors', () => {
  it('gather in one unread item whose words, post and time follow the latest post, raising the badge once', async () => {
    const reader = await signedIn();
    const amara = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
    const kwame = await signedIn({ firstName: 'Kwame', lastName: 'Mensah' });
    const zola = await signedIn({ firstName: 'Zola', lastName: 'Dlamini' });
    for (const author of [amara, kwame, zola]) await follow(reader.cookie, author.id);

    const first = await publish(amara.cookie, 'One');
    const [single] = await newPosts(reader.cookie);
    expect(single).toMatchObject({ title: 'New Post', message: 'Amara Okafor created a new post', postId: first, read: false });
    expect(await unread(reader.cookie)).toBe(1);

    // A session update arrives in between; the next post brings the gathered item back on top of it.
    await createNotification(t.database.db, {
      recipientId: reader.id,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "CV review" starts in 30 minutes',
    });
    const second = await publish(amara.cookie, 'Two');
    let items = await list(reader.cookie);
    expect(items.map((n) => n.type)).toEqual(['new_post_from_followed', 'session_reminder']);
    expect(items[0]).toMatchObject({
      id: single!.id,
      title: 'New Posts',
      message: 'Amara Okafor published 2 new articles',
      postId: second,
    });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(single!.createdAt));

    await publish(kwame.cookie, 'Three');
    expect((await newPosts(reader.cookie)).map((n) => n.message)).toEqual(['Kwame Mensah and Amara Okafor published new articles']);
    await publish(zola.cookie, 'Four');
    await publish(amara.cookie, 'Five');
    items = await newPosts(reader.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: single!.id, message: 'Amara Okafor and 2 others published new articles' });
    // Two unread: the reminder and the one gathered item, however many posts it holds.
    expect(await unread(reader.cookie)).toBe(2);
    // Realtime: one insert, then updates, so the bell's counter rises once.
    expect(await eventsFor(reader.id)).toEqual(['insert', 'update', 'update', 'update', 'update']);
  });

  it('starts a new item once the gathered one is read, and refuses a second unread one', async () => {
    const reader = await signedIn();
    const amara = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
    await follow(reader.cookie, amara.id);
    await publish(amara.cookie, 'One');
    await publish(amara.cookie, 'Two');
    const [gathered] = await newPosts(reader.cookie);
    expect((await call('PATCH', `/api/notifications/${gathered!.id}`, reader.cookie, { read: true })).statusCode).toBe(204);

    const third = await publish(amara.cookie, 'Three');
    const items = await newPosts(reader.cookie);
    expect(items.map((n) => [n.message, n.read])).toEqual([
      ['Amara Okafor created a new post', false],
      ['Amara Okafor published 2 new articles', true],
    ]);
    expect(items[0]!.postId).toBe(third);

    // Back to unread would make two: refused in the one error shape, nothing changed.
    const refused = await call('PATCH', `/api/notifications/${gathered!.id}`, reader.cookie, { read: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'already_unread', message: 'Newer posts from people you follow are already unread. Open that notification instead.' },
    });
    expect(await unread(reader.cookie)).toBe(1);
    // The database itself holds the rule, whoever writes.
    await expect(
      t.database.db.execute(sql`
        insert into notifications (user_id, recipient_id, type, title, message)
        values (${reader.id}, ${reader.id}, 'new_post_from_followed', 'New Post', 'Someone created a new post')`),
    ).rejects.toThrow();

    // Once the new one is read, the older may be unread again.
    await call('PATCH', `/api/notifications/${items[0]!.id}`, reader.cookie, { read: true });
    expect((await call('PATCH', `/api/notifications/${gathered!.id}`, reader.cookie, { read: false })).statusCode).toBe(204);
  });

  it('keeps one unread item when several authors publish at once', async () => {
    const reader = await signedIn();
    const authors = await Promise.all(Array.from({ length: 6 }, (_, i) => signedIn({ firstName: `Author${i}`, lastName: 'Writer' })));
    await Promise.all(
      authors.map((author, i) =>
        t.database.db.transaction((tx) => gatherNewPost(tx, { authorId: author.id, postId: null, followerIds: [reader.id] })).then(() => i),
      ),
    );
    const items = await newPosts(reader.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toMatch(/^Author\d Writer and 5 others published new articles$/);
    expect(await unread(reader.cookie)).toBe(1);
  });

  it('leaves out followers who switched social notifications off', async () => {
    const reader = await signedIn();
    const amara = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
    await follow(reader.cookie, amara.id);
    await call('PATCH', '/api/notification-settings', reader.cookie, { socialNotificationsEnabled: false });
    await publish(amara.cookie, 'One');
    expect(await newPosts(reader.cookie)).toEqual([]);
  });
});

describe('the notifications list by kind', () => {
  it('shows one kind at a time, newest first and a page at a time, and refuses an unknown kind', async () => {
    const member = await signedIn();
    const fan = await signedIn({ firstName: 'Kofi', lastName: 'Mensah' });
    const make = (type: 'session_reminder' | 'new_message' | 'payment_received' | 'mentor_review', message: string) =>
      createNotification(t.database.db, { recipientId: member.id, actorId: fan.id, type, title: 'T', message });
    await make('session_reminder', 'Reminder A');
    await make('new_message', 'Kofi Mensah sent you a message');
    await make('payment_received', 'You received $25.00 from Kofi Mensah');
    await follow(fan.cookie, member.id);
    await make('mentor_review', 'Kofi Mensah rated you 5/5: "Great"');
    for (let i = 0; i < 21; i++) await make('session_reminder', `Reminder ${i}`);

    const first = (await call('GET', '/api/notifications?kind=sessions', member.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].message).toBe('Reminder 20');
    const second = (await call('GET', `/api/notifications?kind=sessions&cursor=${first.nextCursor}`, member.cookie)).json();
    expect(second.items.map((n: Item) => n.message)).toEqual(['Reminder 0', 'Kofi Mensah rated you 5/5: "Great"', 'Reminder A']);
    expect(second.nextCursor).toBeNull();
    expect((await list(member.cookie, '?kind=messages')).map((n) => n.type)).toEqual(['new_message']);
    expect((await list(member.cookie, '?kind=payments')).map((n) => n.type)).toEqual(['payment_received']);
    expect((await list(member.cookie, '?kind=social')).map((n) => n.type)).toEqual(['follow']);
    expect(await list(member.cookie)).toHaveLength(20);

    for (const kind of ['bogus', 'Sessions', '']) {
      const res = await call('GET', `/api/notifications?kind=${kind}`, member.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: { kind: expect.any(String) } });
    }
  });

  it('walks an index for one kind of a member’s notifications', async () => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.database.db.execute(sql`
      explain select id from notifications where user_id = 'someone' and kind = 'sessions' order by created_at desc, id desc limit 21`),
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('notifications_user_kind_created_idx');
  });
});
