import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countsQuery, listQuery, type BaseCounts, type BaseItem, type ListFilter, type Stream } from './streams.ts';

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

/** The newest notifications of a stream, or of one kind of it, a page at a time. */
export function useNotificationList<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>, filter: ListFilter = 'all') {
  return useInfiniteQuery(listQuery(stream, filter));
}
