import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationCounts, NotificationItem } from '@prosper/shared/schemas/notification';
import { clearCached, forgetDeletion, insertCached, markAllReadCached, removeCached, replaceCached, setReadCached } from './cache.ts';
import { generalStream, type ListData } from './streams.ts';

const item = (id: string, read = false): NotificationItem => ({
  id,
  type: 'follow',
  title: '',
  message: 'Chidi Eze started following you',
  read,
  createdAt: '2026-01-01T10:00:00Z',
  actorId: null,
  postId: null,
  commentId: null,
  data: null,
  actor: null,
});

let qc: QueryClient;
const unread = () => qc.getQueryData<NotificationCounts>(generalStream.keys.counts)?.unread;
const ids = () => qc.getQueryData<ListData<NotificationItem>>(generalStream.keys.list)?.pages.flatMap((p) => p.items.map((i) => i.id));

beforeEach(() => {
  qc = new QueryClient();
  qc.setQueryData<ListData<NotificationItem>>(generalStream.keys.list, {
    pages: [{ items: [item('a'), item('b', true)], nextCursor: null }],
    pageParams: [''],
  });
  qc.setQueryData<NotificationCounts>(generalStream.keys.counts, { unread: 1, unreadSyncRequests: 0 });
});

describe('the cached list and unread counter of a stream', () => {
  it('count an arrival once, even when it comes twice', () => {
    expect(insertCached(qc, generalStream, item('c'))).toBe(true);
    expect(insertCached(qc, generalStream, item('c'))).toBe(false);
    expect(ids()).toEqual(['c', 'a', 'b']);
    expect(unread()).toBe(2);
  });

  it('go down when one is read and up when it is marked unread again', () => {
    setReadCached(qc, generalStream, ['a'], true);
    expect(unread()).toBe(0);
    setReadCached(qc, generalStream, ['a'], true);
    expect(unread()).toBe(0);
    replaceCached(qc, generalStream, item('a'));
    expect(unread()).toBe(1);
  });

  it('count an own deletion once: the server’s echo of it does not lower the counter again', () => {
    removeCached(qc, generalStream, item('a'), true);
    expect(ids()).toEqual(['b']);
    expect(unread()).toBe(0);
    qc.setQueryData<NotificationCounts>(generalStream.keys.counts, { unread: 3, unreadSyncRequests: 0 });
    removeCached(qc, generalStream, { id: 'a', read: false }, false);
    expect(unread()).toBe(3);
  });

  it('lower the counter for a deletion from another tab, and after a failed own one was forgotten', () => {
    removeCached(qc, generalStream, { id: 'a', read: false }, false);
    expect(unread()).toBe(0);
    qc.setQueryData<NotificationCounts>(generalStream.keys.counts, { unread: 2, unreadSyncRequests: 0 });
    removeCached(qc, generalStream, item('x'), true);
    forgetDeletion(generalStream, 'x');
    removeCached(qc, generalStream, { id: 'x', read: false }, false);
    expect(unread()).toBe(0);
  });

  it('clear on mark all read and on clear all', () => {
    markAllReadCached(qc, generalStream);
    expect(unread()).toBe(0);
    expect(qc.getQueryData<ListData<NotificationItem>>(generalStream.keys.list)?.pages[0]?.items.every((i) => i.read)).toBe(true);
    clearCached(qc, generalStream);
    expect(ids()).toEqual([]);
    expect(unread()).toBe(0);
  });

  it('move a "new posts" item that gathered a post to the top, without raising the counter again', () => {
    const gathered: NotificationItem = { ...item('b'), type: 'new_post_from_followed', read: false };
    replaceCached(qc, generalStream, gathered);
    expect(unread()).toBe(2);
    replaceCached(qc, generalStream, { ...gathered, message: 'Amara Okafor published 2 new articles', createdAt: '2026-01-01T11:00:00Z' });
    expect(ids()).toEqual(['b', 'a']);
    expect(unread()).toBe(2);
  });

  it('put a live arrival only in the lists of its kind', () => {
    const sessions = [...generalStream.keys.list, 'sessions'];
    qc.setQueryData<ListData<NotificationItem>>(sessions, { pages: [{ items: [], nextCursor: null }], pageParams: [''] });
    insertCached(qc, generalStream, item('f'));
    insertCached(qc, generalStream, { ...item('s'), type: 'session_reminder' });
    expect(ids()).toEqual(['s', 'f', 'a', 'b']);
    expect(qc.getQueryData<ListData<NotificationItem>>(sessions)?.pages[0]?.items.map((i) => i.id)).toEqual(['s']);
    expect(unread()).toBe(3);
  });
});
