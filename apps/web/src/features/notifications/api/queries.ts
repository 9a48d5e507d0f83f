import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countsQuery, generalStream, listQuery, type BaseCounts, type BaseItem, type ListFilter, type Stream } from './streams.ts';

/** Logs a failed read once; some reads only log (SPEC §8) and show what they have. */
export function useLogError(error: Error | null, text: string) {
  useEffect(() => {
    if (error) console.error(text, error);
  }, [error, text]);
}

/** The unread count of a stream: undefined while it first loads, 0 when that fails (logged, SPEC §8). */
export function useUnreadCount<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>): number | undefined {
  const counts = useQuery(countsQuery(stream));
  useLogError(counts.error, `${stream.name} notification counts`);
  return counts.data?.unread ?? (counts.isError ? 0 : undefined);
}

/**
 * Unread connection requests, for the Networks link's badge (SPEC §2, §7): the general stream's
 * counts, which its live events keep current; 0 for visitors, who have none.
 */
export function useUnreadSyncRequests(signedIn: boolean): number {
  return useQuery({ ...countsQuery(generalStream), enabled: signedIn }).data?.unreadSyncRequests ?? 0;
}

/** The newest notifications of a stream, or of one kind of it, a page at a time. */
export function useNotificationList<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>, filter: ListFilter = 'all') {
  return useInfiniteQuery(listQuery(stream, filter));
}
