import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Page } from '@prosper/shared/schemas/member';
import type { Message, MessageThread } from '@prosper/shared/schemas/message';
import { api } from '../../../lib/api-client.ts';
import { type HistoryData, withMessage, withoutMessage } from './history-pages.ts';
import { messageKeys } from './keys.ts';
import type { ThreadListData } from './threads.ts';

const historyPath = (threadId: string) => `/api/messages/threads/${encodeURIComponent(threadId)}/messages`;

export function useHistory(threadId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.history(threadId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Message>>(pageParam ? `${historyPath(threadId)}?cursor=${encodeURIComponent(pageParam)}` : historyPath(threadId), {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Message>) => last.nextCursor ?? undefined,
    // Live events keep an open conversation current; a reconnect refetches it.
    staleTime: 60_000,
    retry: false,
  });
}

/** Puts a message in its cached conversation, once. */
export function mergeMessage(qc: QueryClient, message: Message) {
  qc.setQueryData<HistoryData>(messageKeys.history(message.threadId), (data) => data && withMessage(data, message));
}

export function removeMessage(qc: QueryClient, threadId: string, id: string) {
  qc.setQueryData<HistoryData>(messageKeys.history(threadId), (data) => data && withoutMessage(data, id));
}

/**
 * The thread lists and the badge follow from the server: cheap, and right after any change. A fetch
 * already under way may have read before the change, and invalidating a query still on its first
 * fetch joins that fetch instead of starting another, so it is cancelled first.
 */
export function refreshSummaries(qc: QueryClient) {
  for (const queryKey of [messageKeys.threadLists, messageKeys.unread]) {
    void qc.cancelQueries({ queryKey }).then(() => qc.invalidateQueries({ queryKey }));
  }
}

/**
 * Marks what was sent to the member in a thread read. The thread's unread count drops here at once;
 * a failure is silent (SPEC §8).
 */
export async function markThreadRead(qc: QueryClient, threadId: string) {
  const read = (t: MessageThread) => (t.id === threadId ? { ...t, unreadCount: 0 } : t);
  qc.setQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(read) })) } : data,
  );
  qc.setQueryData<MessageThread>(messageKeys.thread(threadId), (thread) => thread && read(thread));
  try {
    await api<null>(`/api/messages/threads/${encodeURIComponent(threadId)}/read`, { method: 'POST' });
  } catch {
    // Marking read fails silently (SPEC §8).
  }
  refreshSummaries(qc);
}

/** Deletes one of the member's own messages: gone at once, back (with the caller's toast) if the server refuses. */
export function useDeleteMessage() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (message: Message) => api<null>(`/api/messages/${encodeURIComponent(message.id)}`, { method: 'DELETE' }),
    onMutate: async (message) => {
      const key = messageKeys.history(message.threadId);
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<HistoryData>(key);
      removeMessage(qc, message.threadId, message.id);
      return { before };
    },
    // Here rather than at the call: the message's own actions unmount as it disappears.
    onError: (error, message, context) => {
      if (context?.before) qc.setQueryData(messageKeys.history(message.threadId), context.before);
      toast.error(t('messages.failedToDelete'), { description: error.message });
    },
    onSettled: () => refreshSummaries(qc),
    retry: false,
  });
}
