import { describe, expect, it } from 'vitest';
import type { Message } from '@prosper/shared/schemas/message';
import { newArrival, newestTime, saidText } from './arrivals.ts';

const message = (id: string, senderId: string, createdAt: string): Message => ({
  id,
  threadId: 't1',
  senderId,
  recipientId: senderId === 'me' ? 'other' : 'me',
  content: id,
  createdAt,
  readAt: null,
  media: [],
  clientId: null,
});
const older = message('older', 'other', '2026-01-01T10:00:00Z');
const shown = [older, message('mine', 'me', '2026-01-01T10:01:00Z')];
const since = newestTime(shown);

describe('newArrival', () => {
  it('is the newest message from the other member sent after the newest shown', () => {
    const first = message('first', 'other', '2026-01-01T10:02:00Z');
    const second = message('second', 'other', '2026-01-01T10:03:00Z');
    expect(newArrival([...shown, first], since, 'me')?.id).toBe('first');
    expect(newArrival([...shown, first, second], since, 'me')?.id).toBe('second');
  });

  it("is none for the member's own message, an older page on top or a deleted newest", () => {
    expect(newArrival([...shown, message('again', 'me', '2026-01-01T10:02:00Z')], since, 'me')).toBeUndefined();
    expect(newArrival([message('oldest', 'other', '2026-01-01T09:00:00Z'), ...shown], since, 'me')).toBeUndefined();
    expect(newArrival([older], since, 'me')).toBeUndefined();
  });

  it('counts the first message of an empty conversation', () => {
    const hello = message('hello', 'other', '2026-01-01T10:00:00Z');
    expect(newArrival([hello], newestTime([]), 'me')?.id).toBe('hello');
  });
});

describe('saidText', () => {
  it('keeps a short message whole, on one line', () => {
    expect(saidText('Hello,\n\n  see you  at 10')).toBe('Hello, see you at 10');
  });

  it('cuts a long one with an ellipsis, within the limit', () => {
    expect(saidText('word '.repeat(50), 20)).toBe('word word word word…');
    expect(saidText('abcdefghij', 5)).toBe('abcd…');
  });
});
