import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATIONS_FIRST_PAGE_FRESH_MS } from '@prosper/shared/constants/notifications';
import { nextUnreadCount, type UnreadChange } from '@prosper/shared/rules/unread-counter';
import type { Page } from '@prosper/shared/schemas/member';
import type {
  MentorNotificationCounts,
  MentorNotificationItem,
  NotificationCounts,
  NotificationItem,
} from '@prosper/shared/schemas/notification';
import { api } from '../../../lib/api-client.ts';

/**
 * A member's notifications come in two streams with one lifecycle (SPEC §4): the general one, and
 * a mentor's own. Each names its API, its realtime topic, its query keys and how its counts move,
 * so the lists, the mutations and the live updates are written once for both.
 */
export type BaseItem = { id: string; read: boolean; createdAt: string; title: string; message: string };
export type BaseCounts = { unread: number };
export type ListData<I> = InfiniteData<Page<I>, string>;

export type Stream<I extends BaseItem, C extends BaseCounts> = {
  name: 'general' | 'mentor';
  base: string;
  topic: 'notifications' | 'mentor_notifications';
  keys: { all: readonly string[]; list: readonly string[]; counts: readonly string[] };
  /** The counts after one notification changed; `item` is known for inserts, updates and cached rows. */
  countsAfter: (counts: C, change: UnreadChange, item: I | undefined) => C;
  /** The counts once every notification is read. */
  allRead: (counts: C) => C;
  /** The counts once every notification is gone. */
  cleared: (counts: C) => C;
  /** Mentor stream failures are only logged (SPEC §8); general ones are toasted. */
  quietErrors: boolean;
};

export const generalStream: Stream<NotificationItem, NotificationCounts> = {
  name: 'general',
  base: '/api/notifications',
  topic: 'notifications',
  keys: { all: ['notifications'], list: ['notifications', 'list'], counts: ['notification-counts', 'general'] },
  countsAfter: (counts, change, item) => ({
    unread: nextUnreadCount(counts.unread, change),
    unreadSyncRequests: item?.type === 'sync_request' ? nextUnreadCount(counts.unreadSyncRequests, change) : counts.unreadSyncRequests,
  }),
  allRead: () => ({ unread: 0, unreadSyncRequests: 0 }),
  cleared: () => ({ unread: 0, unreadSyncRequests: 0 }),
  quietErrors: false,
};

export const mentorStream: Stream<MentorNotificationItem, MentorNotificationCounts> = {
  name: 'mentor',
  base: '/api/mentor-notifications',
  topic: 'mentor_notifications',
  keys: { all: ['mentor-notifications'], list: ['mentor-notifications', 'list'], counts: ['notification-counts', 'mentor'] },
  countsAfter: (counts, change) => ({
    unread: nextUnreadCount(counts.unread, change),
    total: Math.max(0, counts.total + (change.kind === 'insert' ? 1 : change.kind === 'delete' ? -1 : 0)),
  }),
  allRead: (counts) => ({ ...counts, unread: 0 }),
  cleared: () => ({ total: 0, unread: 0 }),
  quietErrors: true,
};

/** Every notification count, for invalidating both streams at once. */
export const allCountsKey = ['notification-counts'] as const;

/**
 * A stream's list, 20 a page, newest first. A first page fetched in the last 5 minutes is not
 * fetched again unless forced (SPEC §4); live events keep it current meanwhile.
 */
export const listQuery = <I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>) =>
  infiniteQueryOptions({
    queryKey: stream.keys.list,
    queryFn: ({ pageParam, signal }) =>
      api<Page<I>>(pageParam ? `${stream.base}?cursor=${encodeURIComponent(pageParam)}` : stream.base, { signal }),
    initialPageParam: '',
    // hasMore: the server hands a cursor only when another page exists.
    getNextPageParam: (last: Page<I>) => last.nextCursor ?? undefined,
    staleTime: NOTIFICATIONS_FIRST_PAGE_FRESH_MS,
  });

export const countsQuery = <I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>) =>
  queryOptions({
    queryKey: stream.keys.counts,
    queryFn: ({ signal }) => api<C>(`${stream.base}/counts`, { signal }),
  });
