import { describe, expect, it } from 'vitest';
import type { Message } from '@prosper/shared/schemas/message';
import { ApiError } from '../../../lib/api-client.ts';
import { flushOutbox, type OutboxStorage, type Queued } from './outbox.ts';

/** The outbox over a Map, as IndexedDB holds it: keyed by client id. */
function memoryStorage(entries: Queued[]): OutboxStorage & { map: Map<string, Queued> } {
  const map = new Map(entries.map((e) => [e.clientId, e]));
  return {
    map,
    list: async () => [...map.values()],
    add: async (e) => void map.set(e.clientId, e),
    change: async (id, changes) => {
      const found = map.get(id);
      if (found) map.set(id, { ...found, ...changes });
      return Boolean(found);
    },
    remove: async (id) => void map.delete(id),
  };
}

const entry = (clientId: string, queuedAt: number, o: Partial<Queued> = {}): Queued => ({
  clientId,
  userId: 'me',
  threadId: 't1',
  content: `words of ${clientId}`,
  media: [],
  queuedAt,
  state: 'waiting',
  ...o,
});
const stored = (e: Queued): Message => ({
  id: `m-${e.clientId}`,
  threadId: e.threadId,
  senderId: e.userId,
  recipientId: 'other',
  content: e.content,
  createdAt: '2026-01-01T10:00:00Z',
  readAt: null,
  media: [],
  clientId: e.clientId,
});
const texts = { signIn: 'Please sign in to send messages', failed: 'Failed to send message' };
const network = () => new ApiError(0, 'network', 'The service is unavailable.');

/** A server that answers each client id's send by `answers[id]` (an error to throw), else stores it. */
function server(answers: Record<string, Error> = {}) {
  const calls: string[] = [];
  const send = async (e: Queued) => {
    calls.push(e.clientId);
    const refusal = answers[e.clientId];
    if (refusal) throw refusal;
    return stored(e);
  };
  return { calls, send };
}

const flush = (storage: OutboxStorage, send: (e: Queued) => Promise<Message>, online = () => true, onSent?: (m: Message) => void) =>
  flushOutbox({ storage, userId: 'me', send, online, texts, onSent });

describe('flushOutbox', () => {
  it('sends the member’s waiting messages oldest first, showing each and letting it go', async () => {
    const storage = memoryStorage([entry('b', 2), entry('a', 1), entry('theirs', 0, { userId: 'someone-else' })]);
    const { calls, send } = server();
    const shown: string[] = [];
    expect(await flush(storage, send, undefined, (m) => shown.push(m.id))).toEqual({ sent: 2 });
    expect(calls).toEqual(['a', 'b']);
    expect(shown).toEqual(['m-a', 'm-b']);
    // Another member's (who used this browser before) is never sent as this one's.
    expect([...storage.map.keys()]).toEqual(['theirs']);
  });

  it('sends nothing while offline, and marks what it holds as waiting', async () => {
    const storage = memoryStorage([entry('a', 1, { state: 'sending' })]);
    const { calls, send } = server();
    expect(await flush(storage, send, () => false)).toEqual({ sent: 0 });
    expect(calls).toEqual([]);
    expect(storage.map.get('a')?.state).toBe('waiting');
  });

  it('stops at a network error: that message and the later ones wait, in order, for the next round', async () => {
    const storage = memoryStorage([entry('a', 1), entry('b', 2, { state: 'sending' }), entry('c', 3, { state: 'sending' })]);
    const first = server({ b: network() });
    await flush(storage, first.send);
    expect(first.calls).toEqual(['a', 'b']);
    expect([...storage.map.values()].map((e) => [e.clientId, e.state])).toEqual([
      ['b', 'waiting'],
      ['c', 'waiting'],
    ]);
    // Back online: the same ids are sent again, so a send whose answer was lost is answered with the stored message.
    const second = server();
    expect(await flush(storage, second.send)).toEqual({ sent: 2 });
    expect(second.calls).toEqual(['b', 'c']);
    expect(storage.map.size).toBe(0);
  });

  it('keeps a refused message as failed with the server’s words or the spec’s, and still sends the rest', async () => {
    const storage = memoryStorage([entry('blocked', 1), entry('out', 2), entry('broken', 3), entry('fine', 4)]);
    const { calls, send } = server({
      blocked: new ApiError(403, 'blocked', 'You cannot message this member.'),
      out: new ApiError(401, 'unauthorized', 'Unauthorized'),
      broken: new ApiError(500, 'internal', 'Something went wrong.'),
    });
    expect(await flush(storage, send)).toEqual({ sent: 1 });
    expect(calls).toEqual(['blocked', 'out', 'broken', 'fine']);
    expect([...storage.map.values()].map((e) => [e.clientId, e.state, e.error])).toEqual([
      ['blocked', 'failed', 'You cannot message this member.'],
      ['out', 'failed', 'Please sign in to send messages'],
      ['broken', 'failed', 'Failed to send message'],
    ]);
    // A failed message waits for its writer's Retry: a later round does not send it.
    const later = server();
    await flush(storage, later.send);
    expect(later.calls).toEqual([]);
  });

  it('does not send a message its writer removed while the round ran', async () => {
    const storage = memoryStorage([entry('a', 1), entry('b', 2)]);
    const { calls, send } = server();
    const removing = async (e: Queued) => {
      await storage.remove('b');
      return send(e);
    };
    expect(await flush(storage, removing)).toEqual({ sent: 1 });
    expect(calls).toEqual(['a']);
  });
});
