import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { Session, SessionTab } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { sessionsKeys } from './keys.ts';

export const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** One tab of the member's sessions, 20 a page, in the order the server keeps for it. */
export const sessionListQuery = (tab: SessionTab) =>
  infiniteQueryOptions({
    queryKey: sessionsKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Session>>(`/api/sessions?tab=${tab}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Session>) => last.nextCursor ?? undefined,
    // Live events refresh the lists; a short staleness saves a refetch on every tab switch over 3G.
    staleTime: 30_000,
  });

export function useSessionList(tab: SessionTab) {
  return useInfiniteQuery(sessionListQuery(tab));
}

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: sessionsKeys.detail(id),
    queryFn: ({ signal }) => api<Session>(sessionPath(knownRowId(id)), { signal }),
  });

/** While a provider's payment is being checked or its refund is on its way, the page asks again every few seconds. */
const WAITING_POLL_MS = 3_000;

export function useSessionDetail(id: string) {
  return useQuery({
    ...sessionQuery(id),
    refetchInterval: (query) => {
      const payment = query.state.data?.payment;
      const waiting = (payment?.checking && payment.status === 'pending') || payment?.refund?.status === 'pending';
      return waiting ? WAITING_POLL_MS : false;
    },
  });
}
