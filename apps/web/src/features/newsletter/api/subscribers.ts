import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { Subscriber, SubscriberStats } from '@prosper/shared/schemas/newsletter';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './keys.ts';

export function useSubscriberStats() {
  return useQuery({ queryKey: newsletterKeys.stats(), queryFn: () => api<SubscriberStats>('/api/newsletter/stats') });
}

/** Subscribers newest first, filtered by the start of an address or a name. */
export function useSubscribers(q: string) {
  return useInfiniteQuery({
    queryKey: newsletterKeys.subscribers(q),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Subscriber>>(
        `/api/newsletter/subscribers?q=${encodeURIComponent(q)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
