import { describe, expect, it } from 'vitest';
import type { Message } from '@prosper/shared/schemas/message';
import type { Queued } from '../api/outbox.ts';
import { unsent } from './pending-sends.ts';

const queued = (clientId: string, content: string): Queued => ({
  clientId,
  userId: 'me',
  threadId: 't1',
  content,
  media: [],
  queuedAt: 0,
  state: 'sending',
});
const message = (id: string, content: string, clientId: string | null): Message => ({
  id,
  threadId: 't1',
  senderId: 'me',
  recipientId: 'other',
  content,
  createdAt: '2026-01-01T10:00:01Z',
  readAt: null,
  media: [],
  clientId,
});
const ids = (list: Queued[]) => list.map((q) => q.clientId);

describe('unsent', () => {
  it('hides a queued message once the conversation holds it, by the id it was written with', () => {
    expect(ids(unsent([queued('c1', 'Hello'), queued('c2', 'Hello')], [message('m1', 'Hello', 'c1')]))).toEqual(['c2']);
  });

  it('does not take another message with the same words for it', () => {
    const same = [message('m0', 'ok', null), message('m1', 'ok', 'other-id')];
    expect(ids(unsent([queued('c1', 'ok')], same))).toEqual(['c1']);
  });
});
