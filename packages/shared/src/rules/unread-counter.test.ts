import { expect, it } from 'vitest';
import { nextUnreadCount } from './unread-counter.ts';

it('follows live changes: +1 insert, −1 read, +1 unread again, −1 delete', () => {
  let count = 0;
  count = nextUnreadCount(count, { kind: 'insert', read: false });
  expect(count).toBe(1);
  count = nextUnreadCount(count, { kind: 'update', wasRead: false, read: true });
  expect(count).toBe(0);
  count = nextUnreadCount(count, { kind: 'update', wasRead: true, read: false });
  expect(count).toBe(1);
  count = nextUnreadCount(count, { kind: 'delete', read: false });
  expect(count).toBe(0);
});

it('ignores changes that leave the unread set as it was', () => {
  expect(nextUnreadCount(3, { kind: 'insert', read: true })).toBe(3);
  expect(nextUnreadCount(3, { kind: 'update', wasRead: false, read: false })).toBe(3);
  expect(nextUnreadCount(3, { kind: 'update', wasRead: true, read: true })).toBe(3);
  expect(nextUnreadCount(3, { kind: 'delete', read: true })).toBe(3);
});

it('never goes below 0', () => {
  expect(nextUnreadCount(0, { kind: 'update', wasRead: false, read: true })).toBe(0);
  expect(nextUnreadCount(0, { kind: 'delete', read: false })).toBe(0);
});
