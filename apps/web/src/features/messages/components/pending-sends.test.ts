import { describe, expect, it } from 'vitest';
import type { Message } from '@prosper/shared/schemas/message';
import { type Pending, withoutEchoes } from './pending-sends.ts';

const SENT_AT = Date.parse('2026-01-01T10:00:00Z');
const pending = (key: string, content: string, o: Partial<Pending> = {}): Pending => ({ key, content, startedAt: SENT_AT, ...o });
const message = (id: string, content: string, o: Partial<Message> = {}): Message => ({
  id,
  threadId: 't1',
  senderId: 'me',
  recipientId: 'other',
  content,
  createdAt: '2026-01-01T10:00:01Z',
  readAt: null,
  media: [],
  ...o,
});
const keys = (list: Pending[]) => list.map((p) => p.key);

describe('withoutEchoes', () => {
  it('hides a pending message once its own message came back', () => {
    expect(keys(withoutEchoes([pending('p1', 'Hello')], [message('m1', 'Hello')], 'me'))).toEqual([]);
  });

  it('keeps it while nothing came back, or only the other member’s words or different words', () => {
    const messages = [message('m1', 'Hello', { senderId: 'other', recipientId: 'me' }), message('m2', 'Hi')];
    expect(keys(withoutEchoes([pending('p1', 'Hello')], [], 'me'))).toEqual(['p1']);
    expect(keys(withoutEchoes([pending('p1', 'Hello')], messages, 'me'))).toEqual(['p1']);
  });

  it('lets one message answer for one send only, so the same words sent twice wait for two', () => {
    const twice = [pending('p1', 'ok'), pending('p2', 'ok')];
    expect(keys(withoutEchoes(twice, [message('m1', 'ok')], 'me'))).toEqual(['p2']);
    expect(keys(withoutEchoes(twice, [message('m1', 'ok'), message('m2', 'ok')], 'me'))).toEqual([]);
  });

  it('does not take an old message with the same words for the echo', () => {
    const old = message('m0', 'ok', { createdAt: '2026-01-01T09:58:00Z' });
    expect(keys(withoutEchoes([pending('p1', 'ok')], [old], 'me'))).toEqual(['p1']);
    const withinClockSkew = message('m1', 'ok', { createdAt: '2026-01-01T09:59:30Z' });
    expect(keys(withoutEchoes([pending('p1', 'ok')], [withinClockSkew], 'me'))).toEqual([]);
  });

  it('keeps a failed send with its error, for Retry', () => {
    const failed = pending('p1', 'Hello', { error: 'Failed to send message' });
    expect(withoutEchoes([failed], [message('m1', 'Hello')], 'me')).toEqual([failed]);
  });
});
