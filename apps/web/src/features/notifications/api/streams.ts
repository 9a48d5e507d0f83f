import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATION_KIND, NOTIFICATIONS_FIRST_PAGE_FRESH_MS, type NotificationKind } from '@prosper/shared/constants/notifications';
import type { Page } from '@prosper/shared/schemas/member';
import type {
  MentorNotificationCounts,
  MentorNotificationItem,
  NotificationCounts,
  NotificationItem,
} from '@prosper/shared/schemas/notification';
import { api } from '../../../lib/api-client.ts';
import { type CountRules, generalCounts, mentorCounts } from './counts.ts';
import { notificationKeys } from './keys.ts';

/**
 * A member's notifications come in two streams with one lifecycle (SPEC §4): the general one, and
 * a mentor's own. Each names its API, its query keys and how its counts move, so the lists, the
 * mutations and the live updates (on the topic of each, see live.ts) are written once for both.
 */
export type BaseItem = {
  id: string;
  type: string;
  read: boolean;
  createdAt: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
};
export type BaseCounts = { unread: number };
export type ListData<I> = InfiniteData<Page<I>, string>;
/** What a list shows: every notification, or one kind of them (the /notifications filter). */
export type ListFilter = NotificationKind | 'all';

export type Stream<I extends BaseItem, C extends BaseCounts> = CountRules<I, C> & {
  name: 'general' | 'mentor';
  base: string;
  keys: { all: readonly string[]; list: readonly string[]; counts: readonly string[] };
  /** Mentor stream failures are only logged (SPEC §8); general ones are toasted. */
  quietErrors: boolean;
  /** True when a list of this filter shows the item (a live arrival goes only where it belongs). */
  fits: (filter: ListFilter, item: I) => boolean;
};

/** The list of one filter, under the stream's list key, so that changes reach every filter at once. */
export const listKey = (stream: { keys: { list: readonly string[] } }, filter: ListFilter = 'all') => [...stream.keys.list, filter];

export const generalStream: Stream<NotificationItem, NotificationCounts> = {
  name: 'general',
  base: '/api/notifications',
  keys: notificationKeys.general,
  ...generalCounts,
  quietErrors: false,
  fits: (filter, item) => filter === 'all' || NOTIFICATION_KIND[item.type] === filter,
};

export const mentorStream: Stream<MentorNotificationItem, MentorNotificationCounts> = {
  name: 'mentor',
  base: '/api/mentor-notifications',
  keys: notificationKeys.mentor,
  ...mentorCounts,
  quietErrors: true,
  fits: () => true,
};

/**
 * A stream's list, 20 a page, newest first. A first page fetched in the last 5 minutes is not
 * fetched again unless forced (SPEC §4); live events keep it current meanwhile.
 */
export const listQuery = <I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>, filter: ListFilter = 'all') =>
  infiniteQueryOptions({
    queryKey: listKey(stream, filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filter !== 'all') query.set('kind', filter);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.toString();
      return api<Page<I>>(search ? `${stream.base}?${search}` : stream.base, { signal });
    },
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
