import { describe, expect, it } from 'vitest';
import { isFreshCopy, isThreadListFirstPage, threadPageReads } from './thread-prefetch.ts';

const url = (path: string) => new URL(path, 'https://prosper.example');

describe('isThreadListFirstPage', () => {
  it('is the unfiltered first page only', () => {
    expect(isThreadListFirstPage(url('/api/messages/threads'))).toBe(true);
    expect(isThreadListFirstPage(url('/api/messages/threads?cursor=abc'))).toBe(false);
    expect(isThreadListFirstPage(url('/api/messages/threads?q=amara'))).toBe(false);
    expect(isThreadListFirstPage(url('/api/messages/threads/abc'))).toBe(false);
  });
});

describe('threadPageReads', () => {
  it("names each thread's page reads, for the 20 most recent threads, in the list's order", () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ id: `t${i}`, lastMessage: 'hi' }));
    const reads = threadPageReads({ items, nextCursor: 'x' });
    expect(reads).toHaveLength(40);
    expect(reads.slice(0, 2)).toEqual(['/api/messages/threads/t0', '/api/messages/threads/t0/messages']);
    expect(reads.at(-1)).toBe('/api/messages/threads/t19/messages');
  });

  it('reads nothing from an answer of another shape, and escapes ids', () => {
    expect(threadPageReads(null)).toEqual([]);
    expect(threadPageReads({ items: 'no' })).toEqual([]);
    expect(threadPageReads({ items: [{ id: 7 }, null, { id: 'a/b' }] })).toEqual([
      '/api/messages/threads/a%2Fb',
      '/api/messages/threads/a%2Fb/messages',
    ]);
  });
});

describe('isFreshCopy', () => {
  const now = Date.parse('2026-11-26T06:00:00Z');
  it('is a copy under 10 minutes old', () => {
    expect(isFreshCopy('Thu, 26 Nov 2026 05:55:00 GMT', now)).toBe(true);
    expect(isFreshCopy('Thu, 26 Nov 2026 05:49:00 GMT', now)).toBe(false);
    expect(isFreshCopy(null, now)).toBe(false);
    expect(isFreshCopy('not a date', now)).toBe(false);
  });
});
