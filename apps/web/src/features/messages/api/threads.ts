import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { MessageMember, MessageThread } from '@prosper/shared/schemas/message';
import { api } from '../../../lib/api-client.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { messageKeys } from './keys.ts';

export type ThreadListData = InfiniteData<Page<MessageThread>>;

/** The member's conversations, most recent activity first, in pages; `q` filters by the other member's name. */
const threadListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.threadList(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<Page<MessageThread>>(`/api/messages/threads${params.size ? `?${params}` : ''}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Live events invalidate it; a short staleness keeps a search round trip from refetching at once.
    staleTime: 30_000,
  });

export function useThreadList(q: string) {
  return useInfiniteQuery({ ...threadListQuery(q), placeholderData: keepPreviousData });
}

/** Every cached thread in the lists. */
export function* cachedThreads(data: ThreadListData | undefined) {
  for (const page of data?.pages ?? []) yield* page.items;
}

/** One conversation's header; taken from a cached list while it loads. */
export function useThread(id: string) {
  const qc = useQueryClient();
  return useQuery<MessageThread>({
    queryKey: messageKeys.thread(id),
    queryFn: ({ signal }) => api<MessageThread>(`/api/messages/threads/${encodeURIComponent(knownRowId(id))}`, { signal }),
    placeholderData: () => {
      for (const [, data] of qc.getQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists })) {
        for (const thread of cachedThreads(data)) if (thread.id === id) return thread;
      }
      return undefined;
    },
    retry: false,
  });
}

/** The one thread between the member and `recipientId`, created on first use. */
export function useStartThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (recipientId: string) => api<MessageThread>('/api/messages/threads', { method: 'POST', body: { recipientId } }),
    onSuccess: (thread) => qc.setQueryData(messageKeys.thread(thread.id), thread),
    retry: false,
  });
}

/** The members this member blocked. */
export function useBlocked() {
  return useQuery({
    queryKey: messageKeys.blocked,
    queryFn: ({ signal }) => api<{ items: MessageMember[] }>('/api/members/blocked', { signal }),
  });
}

export function useSetBlocked() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, blocked }: { memberId: string; blocked: boolean }) =>
      api<null>(`/api/members/${encodeURIComponent(memberId)}/block`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: messageKeys.blocked });
      void qc.invalidateQueries({ queryKey: messageKeys.threadLists });
      void qc.invalidateQueries({ queryKey: messageKeys.unread });
    },
    retry: false,
  });
}
