import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createMember } from '../seed/factories.ts';
import { ORIGIN, signInCookie } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { publish } from './outbox.ts';

const t = useTestApp();

type Received = { id?: number; topic?: string; type: string; payload?: Record<string, unknown> };

/** A socket as a tab opens it, collecting what it receives. */
async function connect(headers: Record<string, string>) {
  const received: Received[] = [];
  let closed: { code: number } | null = null;
  const socket: WebSocket = await t.app.injectWS(
    '/api/realtime',
    { headers },
    {
      onInit: (ws) => {
        ws.on('message', (data) => received.push(JSON.parse(data.toString())));
        ws.on('close', (code) => {
          closed = { code };
        });
      },
    },
  );
  return {
    socket,
    received,
    closed: () => closed,
    async next(match: (r: Received) => boolean, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
    },
  };
}
const member = async (overrides: Parameters<typeof createMember>[1] = {}) => {
  const m = await createMember(t.database.db, overrides);
  return { ...m, cookie: await signInCookie(t.app, m) };
};
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('realtime', () => {
  it("delivers a notification to its member's tabs only, after the change commits", async () => {
    const amara = await member();
    const chidi = await member({ firstName: 'Chidi', lastName: 'Eze' });
    const tab1 = await connect({ cookie: amara.cookie, origin: ORIGIN });
    const tab2 = await connect({ cookie: amara.cookie, origin: ORIGIN });
    const other = await connect({ cookie: chidi.cookie, origin: ORIGIN });
    await tab1.next((r) => r.type === 'ready');

    await t.app.inject({ method: 'PUT', url: `/api/profiles/${amara.id}/follow`, headers: { cookie: chidi.cookie, origin: ORIGIN } });
    for (const tab of [tab1, tab2]) {
      const event = await tab.next((r) => r.topic === 'notifications');
      expect(event).toMatchObject({ type: 'insert', payload: { type: 'follow', message: 'Chidi Eze started following you', read: false } });
    }
    await settle();
    expect(other.received.filter((r) => r.topic)).toEqual([]);

    // A rolled-back change sends nothing.
    await t.database.db
      .transaction(async (tx) => {
        await publish(tx, { topic: 'notifications', userId: amara.id, type: 'clear', payload: {} });
        throw new Error('roll back');
      })
      .catch(() => {});
    await settle();
    expect(tab1.received.filter((r) => r.topic === 'notifications')).toHaveLength(1);
    for (const tab of [tab1, tab2, other]) tab.socket.terminate();
  });

  it('sends public topics only to tabs that subscribed', async () => {
    const a = await connect({ cookie: (await member()).cookie, origin: ORIGIN });
    const b = await connect({ cookie: (await member()).cookie, origin: ORIGIN });
    await a.next((r) => r.type === 'ready');
    await b.next((r) => r.type === 'ready');
    a.socket.send(JSON.stringify({ action: 'subscribe', topic: 'articles_feed' }));
    b.socket.send(JSON.stringify({ action: 'subscribe', topic: 'notifications' }));
    await settle();
    const author = { id: 'author-1', firstName: 'Amara', lastName: 'Obi', avatarUrl: null };
    const card = {
      id: 'article-1',
      title: 'T',
      excerpt: 'E',
      imageUrl: null,
      tags: [],
      readingMinutes: 1,
      createdAt: new Date().toISOString(),
    };
    const counts = { likesCount: 0, commentsCount: 0, sharesCount: 0, likedByMe: false, savedByMe: false };
    await publish(t.database.db, { topic: 'articles_feed', type: 'insert', payload: { ...card, ...counts, author } });
    expect(await a.next((r) => r.topic === 'articles_feed')).toMatchObject({ payload: { id: 'article-1' } });
    await settle();
    expect(b.received.filter((r) => r.topic)).toEqual([]);
    a.socket.terminate();
    b.socket.terminate();
  });

  it('refuses a socket without a session or from another site', async () => {
    const anonymous = await connect({ origin: ORIGIN });
    const { cookie } = await member();
    const elsewhere = await connect({ cookie, origin: 'https://evil.example' });
    const forged = await connect({ cookie: `${cookie.split('=')[0]}=nobody.${'A'.repeat(43)}=`, origin: ORIGIN });
    await settle();
    expect(anonymous.closed()).toEqual({ code: 4401 });
    expect(elsewhere.closed()).toEqual({ code: 4403 });
    expect(forged.closed()).toEqual({ code: 4401 });
    expect(anonymous.received).toEqual([]);
  });

  it('refuses more than 20 sockets for one member', async () => {
    const { cookie } = await member();
    const tabs = [];
    for (let i = 0; i < 20; i++) tabs.push(await connect({ cookie, origin: ORIGIN }));
    // Each tab counts once its session is checked, which it says with 'ready'.
    for (const tab of tabs) await tab.next((r) => r.type === 'ready');
    const extra = await connect({ cookie, origin: ORIGIN });
    for (let waited = 0; extra.closed() === null && waited < 3000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(extra.closed()).toEqual({ code: 4429 });
    expect(tabs.every((tab) => tab.closed() === null)).toBe(true);
    for (const tab of tabs) tab.socket.terminate();
  });
});
