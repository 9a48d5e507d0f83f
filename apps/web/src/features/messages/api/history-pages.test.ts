import { describe, expect, it } from 'vitest';
import type { Message } from '@prosper/shared/schemas/message';
import { type HistoryData, withMessage, withoutMessage } from './history-pages.ts';

const message = (id: string, createdAt: string, o: Partial<Message> = {}): Message => ({
  id,
  threadId: 't1',
  senderId: 'amara',
  recipientId: 'chidi',
  content: `text ${id}`,
  createdAt,
  readAt: null,
  media: [],
  clientId: null,
  ...o,
});
const history = (...pages: Message[][]): HistoryData => ({
  pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? '' : `c${i - 1}`)),
});
const ids = (data: HistoryData) => data.pages.map((page) => page.items.map((m) => m.id));

describe('withMessage', () => {
  it('puts a new message on the newest page, newest first, and keeps the older pages and cursors', () => {
    const data = history(
      [message('b', '2026-01-01T10:02:00Z'), message('a', '2026-01-01T10:01:00Z')],
      [message('z', '2026-01-01T09:00:00Z')],
    );
    const merged = withMessage(data, message('c', '2026-01-01T10:03:00Z'));
    expect(ids(merged)).toEqual([['c', 'b', 'a'], ['z']]);
    expect(merged.pages[0]!.nextCursor).toBe('c0');
    expect(merged.pageParams).toEqual(data.pageParams);
  });

  it('files a message that arrives late by its date, not its arrival', () => {
    const data = history([message('c', '2026-01-01T10:03:00Z'), message('a', '2026-01-01T10:01:00Z')]);
    expect(ids(withMessage(data, message('b', '2026-01-01T10:02:00Z')))).toEqual([['c', 'b', 'a']]);
  });

  it('never shows a message twice: the echo of a send replaces the copy already there', () => {
    const sent = message('a', '2026-01-01T10:01:00Z');
    const once = withMessage(history([]), sent);
    const twice = withMessage(once, { ...sent, content: 'edited' });
    expect(ids(twice)).toEqual([['a']]);
    expect(twice.pages[0]!.items[0]!.content).toBe('edited');
  });

  it('keeps a read message read when a late answer says it was not', () => {
    const read = message('a', '2026-01-01T10:01:00Z', { readAt: '2026-01-01T10:05:00Z' });
    const late = withMessage(history([read]), { ...read, readAt: null });
    expect(late.pages[0]!.items[0]!.readAt).toBe('2026-01-01T10:05:00Z');
  });

  it('marks a message read when the update says so', () => {
    const unread = message('a', '2026-01-01T10:01:00Z');
    const read = withMessage(history([unread]), { ...unread, readAt: '2026-01-01T10:05:00Z' });
    expect(read.pages[0]!.items[0]!.readAt).toBe('2026-01-01T10:05:00Z');
  });

  it('starts the first page of an empty history', () => {
    const data: HistoryData = { pages: [], pageParams: [] };
    expect(withMessage(data, message('a', '2026-01-01T10:01:00Z')).pages).toEqual([
      { items: [message('a', '2026-01-01T10:01:00Z')], nextCursor: null },
    ]);
  });
});

describe('withoutMessage', () => {
  it('takes the message out of whichever page holds it', () => {
    const data = history([message('b', '2026-01-01T10:02:00Z')], [message('a', '2026-01-01T10:01:00Z')]);
    expect(ids(withoutMessage(data, 'a'))).toEqual([['b'], []]);
    expect(ids(withoutMessage(data, 'unknown'))).toEqual([['b'], ['a']]);
  });
});
