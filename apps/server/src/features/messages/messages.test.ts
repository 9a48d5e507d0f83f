import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
const open = async (from: { cookie: string }, to: { id: string }) =>
  (await call('POST', '/api/messages/threads', from.cookie, { recipientId: to.id })).json();
const send = (from: { cookie: string }, threadId: string, content: string) =>
  call('POST', `/api/messages/threads/${threadId}/messages`, from.cookie, { content });
const messagesOf = async (who: { cookie: string }, threadId: string) =>
  (await call('GET', `/api/messages/threads/${threadId}/messages`, who.cookie)).json();
const unread = async (who: { cookie: string }) => (await call('GET', '/api/messages/unread-count', who.cookie)).json().unread;

describe('conversations', () => {
  it('opens one thread per pair, from either side, and lists it from its first message with the last message and unread count', async () => {
    const amara = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
    const chidi = await signedIn({ firstName: 'Chidi', lastName: 'Eze' });
    const thread = await open(amara, chidi);
    expect(await open(chidi, amara)).toMatchObject({ id: thread.id });
    expect(thread).toMatchObject({ other: { id: chidi.id, firstName: 'Chidi' }, lastMessage: null, unreadCount: 0 });
    expect(await t.database.db.execute(sql`select count(*)::int as n from message_threads where id = ${thread.id}`)).toMatchObject({
      rows: [{ n: 1 }],
    });
    // Opened with Message but not written in: in neither member's list, and found when opened.
    for (const who of [amara, chidi]) expect((await call('GET', '/api/messages/threads', who.cookie)).json().items).toEqual([]);
    expect((await call('GET', `/api/messages/threads/${thread.id}`, chidi.cookie)).json()).toMatchObject({
      id: thread.id,
      lastMessage: null,
    });

    expect((await send(amara, thread.id, '  Hello Chidi! ')).json()).toMatchObject({
      content: 'Hello Chidi!',
      senderId: amara.id,
      recipientId: chidi.id,
      readAt: null,
    });
    await send(amara, thread.id, 'Are you free on Friday?');
    const [listed] = (await call('GET', '/api/messages/threads', chidi.cookie)).json().items;
    expect(listed).toMatchObject({
      id: thread.id,
      other: { id: amara.id },
      unreadCount: 2,
      lastMessage: { content: 'Are you free on Friday?', senderId: amara.id },
    });
    expect(await unread(chidi)).toBe(2);
    expect((await call('GET', '/api/messages/threads?q=okaf', chidi.cookie)).json().items).toHaveLength(1);
    expect((await call('GET', '/api/messages/threads?q=zzz', chidi.cookie)).json().items).toHaveLength(0);
  });

  it('lists threads in pages by latest activity, a new message moving its thread to the top', async () => {
    const busy = await signedIn();
    const others = [];
    for (let i = 0; i < 23; i++) others.push(await signedIn());
    const threads = [];
    for (const other of others) {
      const thread = await open(other, busy);
      await send(other, thread.id, 'Hello');
      threads.push(thread);
    }
    await send(others[0]!, threads[0].id, 'Back to the first one');
    const list = (cursor?: string) =>
      call('GET', cursor ? `/api/messages/threads?cursor=${cursor}` : '/api/messages/threads', busy.cookie).then((r) => r.json());
    const first = await list();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ id: threads[0].id, lastMessage: { content: 'Back to the first one' } });
    expect(first.items[1].id).toBe(threads[22].id);
    const second = await list(first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((thread: { id: string }) => thread.id);
    expect(ids).toEqual([
      threads[0].id,
      ...threads
        .slice(1)
        .reverse()
        .map((thread) => thread.id),
    ]);
    expect((await call('GET', '/api/messages/threads?cursor=bad', busy.cookie)).statusCode).toBe(400);
  });

  it('keeps a thread to its two members on every route', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const stranger = await signedIn();
    const thread = await open(a, b);
    const message = (await send(a, thread.id, 'Private')).json();
    for (const [method, url, body] of [
      ['GET', `/api/messages/threads/${thread.id}`],
      ['GET', `/api/messages/threads/${thread.id}/messages`],
      ['POST', `/api/messages/threads/${thread.id}/messages`, { content: 'Hi' }],
      ['POST', `/api/messages/threads/${thread.id}/read`],
      ['DELETE', `/api/messages/${message.id}`],
    ] as const) {
      const res = await call(method, url, stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).json().error.message).toBe('Please sign in to send messages');
    }
    expect((await call('DELETE', `/api/messages/${message.id}`, b.cookie)).statusCode).toBe(403);
    expect((await messagesOf(a, thread.id)).items).toHaveLength(1);
    expect((await call('GET', '/api/messages/threads', stranger.cookie)).json().items).toEqual([]);
  });

  it('refuses blank or too long messages with the spec text, and messaging oneself', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    const blank = await send(a, thread.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.content).toBe('Missing recipient, content, or thread ID');
    expect((await send(a, thread.id, 'x'.repeat(2001))).json().error.fields.content).toBe('A message can be at most 2000 characters.');
    expect((await call('POST', '/api/messages/threads', a.cookie, { recipientId: a.id })).statusCode).toBe(400);
    expect((await messagesOf(a, thread.id)).items).toEqual([]);
  });

  it('pages older messages newest first', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    for (let i = 0; i < 33; i++) {
      await t.database.db.execute(sql`insert into messages (thread_id, sender_id, recipient_id, content, created_at)
        values (${thread.id}, ${a.id}, ${b.id}, ${`m${i}`}, now() - make_interval(mins => ${100 - i}::int))`);
    }
    const first = await messagesOf(b, thread.id);
    expect(first.items).toHaveLength(30);
    expect(first.items[0].content).toBe('m32');
    const older = (await call('GET', `/api/messages/threads/${thread.id}/messages?cursor=${first.nextCursor}`, b.cookie)).json();
    expect(older.items.map((m: { content: string }) => m.content)).toEqual(['m2', 'm1', 'm0']);
    expect(older.nextCursor).toBeNull();
  });
});

describe('reading', () => {
  it('marks messages read when the recipient opens the thread; the sender sees it only while both keep receipts on', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    await send(a, thread.id, 'One');
    expect((await call('POST', `/api/messages/threads/${thread.id}/read`, a.cookie)).statusCode).toBe(204);
    expect((await messagesOf(a, thread.id)).items[0].readAt).toBeNull();

    await call('POST', `/api/messages/threads/${thread.id}/read`, b.cookie);
    expect(await unread(b)).toBe(0);
    expect((await messagesOf(a, thread.id)).items[0].readAt).not.toBeNull();

    await call('PATCH', '/api/message-settings', b.cookie, { readReceiptsEnabled: false });
    expect((await messagesOf(a, thread.id)).items[0].readAt).toBeNull();
    expect((await call('GET', '/api/messages/threads', a.cookie)).json().items[0].lastMessage.readAt).toBeNull();
    expect((await messagesOf(b, thread.id)).items[0].readAt).not.toBeNull();
  });

  it('tells the recipient about a message they have not read after a moment, and not about one they read at once', async () => {
    const a = await signedIn({ firstName: 'Kofi', lastName: 'Mensah' });
    const b = await signedIn();
    const thread = await open(a, b);
    await send(a, thread.id, 'Seen at once');
    await call('POST', `/api/messages/threads/${thread.id}/read`, b.cookie);
    await send(a, thread.id, 'Not seen');
    await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'message_notification'`);
    await t.app.jobs.runDue();
    const told = (await call('GET', '/api/notifications', b.cookie)).json().items;
    expect(told.map((n: { type: string; message: string; data: unknown }) => [n.type, n.message, n.data])).toEqual([
      ['new_message', 'Kofi Mensah sent you a message', { thread_id: thread.id }],
    ]);
  });
});

describe('safety', () => {
  it('blocks: no messages either way, the thread hidden from the blocker, and back after unblocking', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    await send(b, thread.id, 'Before');
    expect((await call('PUT', `/api/members/${b.id}/block`, a.cookie)).statusCode).toBe(204);
    const refused = await send(b, thread.id, 'After');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You cannot message this member.');
    expect((await send(a, thread.id, 'Mine')).statusCode).toBe(403);
    expect((await call('POST', '/api/messages/threads', b.cookie, { recipientId: a.id })).statusCode).toBe(403);
    expect((await call('GET', '/api/messages/threads', a.cookie)).json().items).toEqual([]);
    expect(await unread(a)).toBe(0);
    // Opened directly, the thread is still there to unblock from.
    expect((await call('GET', `/api/messages/threads/${thread.id}`, a.cookie)).json()).toMatchObject({
      id: thread.id,
      other: { id: b.id },
    });
    expect((await call('GET', '/api/members/blocked', a.cookie)).json().items.map((m: { id: string }) => m.id)).toEqual([b.id]);

    await call('DELETE', `/api/members/${b.id}/block`, a.cookie);
    expect((await send(b, thread.id, 'Again')).statusCode).toBe(201);
    expect((await call('GET', '/api/messages/threads', a.cookie)).json().items).toHaveLength(1);
  });

  it('honours who may start a conversation', async () => {
    const picky = await signedIn();
    const friend = await signedIn();
    const stranger = await signedIn();
    await call('PATCH', '/api/message-settings', picky.cookie, { whoCanMessage: 'following' });
    await call('PUT', `/api/profiles/${friend.id}/follow`, picky.cookie);
    expect((await call('POST', '/api/messages/threads', friend.cookie, { recipientId: picky.id })).statusCode).toBe(200);
    const refused = await call('POST', '/api/messages/threads', stranger.cookie, { recipientId: picky.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This member is not accepting messages from you.');
    await call('PATCH', '/api/message-settings', picky.cookie, { whoCanMessage: 'nobody' });
    expect((await call('POST', '/api/messages/threads', (await signedIn()).cookie, { recipientId: picky.id })).statusCode).toBe(403);
    expect((await call('GET', '/api/message-settings', picky.cookie)).json()).toEqual({
      whoCanMessage: 'nobody',
      readReceiptsEnabled: true,
    });
    expect((await call('PATCH', '/api/message-settings', picky.cookie, { whoCanMessage: 'friends' })).statusCode).toBe(400);
  });

  it('limits how fast a member sends, with a clear message', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    for (let i = 0; i < 20; i++) expect((await send(a, thread.id, `n${i}`)).statusCode).toBe(201);
    const res = await send(a, thread.id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^You are sending messages too fast\. Please wait \d+ seconds\.$/);
  });

  it('limits the conversations a member starts in a day with members who have not answered, not the answers', async () => {
    const sender = await signedIn();
    const strangers = [];
    for (let i = 0; i < 21; i++) strangers.push(await createMember(t.database.db, { passwordHash: 'never-signs-in' }));
    const threads = [];
    for (const stranger of strangers) threads.push(await open(sender, stranger));
    for (const thread of threads.slice(0, 20)) expect((await send(sender, thread.id, 'Hello, can you mentor me?')).statusCode).toBe(201);
    // A minute on, the pace allows more messages; the day's cold starts are used up.
    await t.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes' where key = ${`messages:${sender.id}`}`,
    );
    const refused = await send(sender, threads[20].id, 'Hello, can you mentor me?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'You can start up to 20 conversations a day with members who have not answered you yet. Please try again later.',
    });
    expect((await messagesOf(sender, threads[20].id)).items).toEqual([]);
    // Writing again where a conversation started, or answering someone who wrote first, is not a cold start.
    expect((await send(sender, threads[0].id, 'Just following up')).statusCode).toBe(201);
    const writer = await signedIn();
    const theirs = await open(writer, sender);
    expect((await send(writer, theirs.id, 'Hi, I saw your article')).statusCode).toBe(201);
    expect((await send(sender, theirs.id, 'Thank you!')).statusCode).toBe(201);
  });
});

describe('sending once (decision 044)', () => {
  const sendOnce = (from: { cookie: string }, threadId: string, content: string, clientId: unknown) =>
    call('POST', `/api/messages/threads/${threadId}/messages`, from.cookie, { content, clientId });
  const count = async (query: SQL) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
  const rowsWith = (clientId: string) => count(sql`select count(*)::int as n from messages where client_id = ${clientId}`);
  const eventsFor = (userId: string) => count(sql`select count(*)::int as n from events where topic = 'messages' and user_id = ${userId}`);

  it('answers a repeated send with the message already stored: one row, one event each, one notification', async () => {
    const a = await signedIn({ firstName: 'Ama', lastName: 'Boateng' });
    const b = await signedIn();
    const thread = await open(a, b);
    const clientId = crypto.randomUUID();
    const first = await sendOnce(a, thread.id, ' See you at noon ', clientId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'See you at noon', clientId, senderId: a.id });
    // The same answer as the first send: its status and its message.
    const again = await sendOnce(a, thread.id, 'See you at noon', clientId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWith(clientId)).toBe(1);
    expect(await eventsFor(b.id)).toBe(1);
    // The recipient is not given the sender's own id.
    expect((await messagesOf(b, thread.id)).items).toMatchObject([{ id: first.json().id, clientId: null }]);

    await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'message_notification'`);
    await t.app.jobs.runDue();
    expect((await call('GET', '/api/notifications', b.cookie)).json().items).toHaveLength(1);
    // Once it was read, a late repeat answers it as read.
    await call('POST', `/api/messages/threads/${thread.id}/read`, b.cookie);
    expect((await sendOnce(a, thread.id, 'See you at noon', clientId)).json().readAt).not.toBeNull();
  });

  it('stores one row when the same send arrives twice at once', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    const clientId = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => sendOnce(a, thread.id, 'Only once', clientId)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect((await messagesOf(b, thread.id)).items.map((m: { content: string }) => m.content)).toEqual(['Only once']);
    expect(await eventsFor(b.id)).toBe(1);
  });

  it('keeps the client id to its sender: the other member using it sends a message of their own', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const thread = await open(a, b);
    const clientId = crypto.randomUUID();
    expect((await sendOnce(a, thread.id, 'Hi', clientId)).statusCode).toBe(201);
    const theirs = await sendOnce(b, thread.id, 'Hi', clientId);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().senderId).toBe(b.id);
    expect(await rowsWith(clientId)).toBe(2);
  });

  it('refuses a client id that is not a UUID, or one used before for other words or another thread', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const c = await signedIn();
    const thread = await open(a, b);
    const other = await open(a, c);
    for (const bad of ['not-a-uuid', 'x'.repeat(5000), 42, '\u0000']) {
      const res = await sendOnce(a, thread.id, 'Hello', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields.clientId).toBe('This message’s id is not valid. Please write it again.');
    }
    const clientId = crypto.randomUUID();
    await sendOnce(a, thread.id, 'Hello', clientId);
    for (const [threadId, content] of [
      [thread.id, 'Something else'],
      [other.id, 'Hello'],
    ] as const) {
      const res = await sendOnce(a, threadId, content, clientId);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'client_id_reused', message: 'A different message was already sent with this id.' });
    }
    expect((await messagesOf(a, other.id)).items).toEqual([]);
    expect(await rowsWith(clientId)).toBe(1);
  });
});
