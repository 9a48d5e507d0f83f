import { describe, expect, it } from 'vitest';
import type { MentorNotificationItem, NotificationItem } from '@prosper/shared/schemas/notification';
import { generalCounts, mentorCounts } from './counts.ts';

const general = (o: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'n1',
  type: 'follow',
  title: '',
  message: 'Chidi Eze started following you',
  read: false,
  createdAt: '2026-01-01T10:00:00Z',
  actorId: null,
  postId: null,
  commentId: null,
  data: null,
  actor: null,
  ...o,
});
const mentorItem: MentorNotificationItem = {
  id: 'm1',
  type: 'session_request',
  title: 'New session request',
  message: 'Chidi Eze asked for a session',
  data: null,
  read: false,
  createdAt: '2026-01-01T10:00:00Z',
};

describe('general counts', () => {
  it('go up with an unread arrival, down when it is read or deleted, and up again when marked unread', () => {
    let counts = { unread: 2, unreadSyncRequests: 0 };
    counts = generalCounts.countsAfter(counts, { kind: 'insert', read: false }, general());
    expect(counts).toEqual({ unread: 3, unreadSyncRequests: 0 });
    counts = generalCounts.countsAfter(counts, { kind: 'update', wasRead: false, read: true }, general({ read: true }));
    expect(counts).toEqual({ unread: 2, unreadSyncRequests: 0 });
    counts = generalCounts.countsAfter(counts, { kind: 'update', wasRead: true, read: false }, general());
    expect(counts).toEqual({ unread: 3, unreadSyncRequests: 0 });
    counts = generalCounts.countsAfter(counts, { kind: 'delete', read: false }, general());
    expect(counts).toEqual({ unread: 2, unreadSyncRequests: 0 });
  });

  it('leave the count alone for a read arrival or the deletion of a read one', () => {
    const counts = { unread: 2, unreadSyncRequests: 0 };
    expect(generalCounts.countsAfter(counts, { kind: 'insert', read: true }, general({ read: true }))).toEqual(counts);
    expect(generalCounts.countsAfter(counts, { kind: 'delete', read: true }, undefined)).toEqual(counts);
  });

  it('count unread sync requests apart, only when the notification is one', () => {
    const syncRequest = general({ type: 'sync_request' });
    let counts = { unread: 0, unreadSyncRequests: 0 };
    counts = generalCounts.countsAfter(counts, { kind: 'insert', read: false }, syncRequest);
    expect(counts).toEqual({ unread: 1, unreadSyncRequests: 1 });
    counts = generalCounts.countsAfter(counts, { kind: 'delete', read: false }, undefined);
    expect(counts).toEqual({ unread: 0, unreadSyncRequests: 1 });
  });

  it('never go below 0, for a change to a row the count never saw', () => {
    expect(generalCounts.countsAfter({ unread: 0, unreadSyncRequests: 0 }, { kind: 'delete', read: false }, general())).toEqual({
      unread: 0,
      unreadSyncRequests: 0,
    });
  });

  it('clear on mark all read and on clear all', () => {
    expect(generalCounts.allRead({ unread: 5, unreadSyncRequests: 2 })).toEqual({ unread: 0, unreadSyncRequests: 0 });
    expect(generalCounts.cleared({ unread: 5, unreadSyncRequests: 2 })).toEqual({ unread: 0, unreadSyncRequests: 0 });
  });
});

describe('mentor counts', () => {
  it('follow arrivals and deletions in the total, and reads in the unread count', () => {
    let counts = { total: 3, unread: 1 };
    counts = mentorCounts.countsAfter(counts, { kind: 'insert', read: false }, mentorItem);
    expect(counts).toEqual({ total: 4, unread: 2 });
    counts = mentorCounts.countsAfter(counts, { kind: 'update', wasRead: false, read: true }, { ...mentorItem, read: true });
    expect(counts).toEqual({ total: 4, unread: 1 });
    counts = mentorCounts.countsAfter(counts, { kind: 'delete', read: true }, undefined);
    expect(counts).toEqual({ total: 3, unread: 1 });
    expect(mentorCounts.countsAfter({ total: 0, unread: 0 }, { kind: 'delete', read: false }, undefined)).toEqual({ total: 0, unread: 0 });
  });

  it('keep the total when all are read, and drop both when cleared', () => {
    expect(mentorCounts.allRead({ total: 4, unread: 3 })).toEqual({ total: 4, unread: 0 });
    expect(mentorCounts.cleared({ total: 4, unread: 3 })).toEqual({ total: 0, unread: 0 });
  });
});
