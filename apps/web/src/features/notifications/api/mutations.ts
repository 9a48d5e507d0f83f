import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../../../lib/api-client.ts';
import { clearCached, findCached, forgetDeletion, markAllReadCached, refetchStream, removeCached, setReadCached } from './cache.ts';
import { type BaseCounts, type BaseItem, generalStream, type Stream } from './streams.ts';

/**
 * What members do to their notifications. Each change shows at once and is undone by a refetch if
 * the server refuses it; general failures are toasted with the SPEC §8 texts, mentor ones only logged.
 */

function report(stream: { quietErrors: boolean }, text: string, error: unknown) {
  if (stream.quietErrors) console.error(text, error);
  else toast.error(text);
}

const path = (stream: { base: string }, id: string) => `${stream.base}/${encodeURIComponent(id)}`;

/** Marks notifications read (or back to unread, which raises the counter again). */
export function useSetRead<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read }: { ids: readonly string[]; read: boolean }) =>
      Promise.all(ids.map((id) => api<null>(path(stream, id), { method: 'PATCH', body: { read } }))),
    onMutate: ({ ids, read }) => setReadCached(qc, stream, ids, read),
    onError: (error, { read }) => {
      // A second unread "new posts" item is refused with words that say why (decision 022).
      const why = error instanceof ApiError && error.code === 'already_unread' ? error.message : null;
      report(stream, why ?? (read ? t('notifications.failedToMarkRead') : t('notifications.failedToMarkUnread')), error);
      refetchStream(qc, stream);
    },
  });
}

export function useMarkAllRead<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(`${stream.base}/read-all`, { method: 'POST' }),
    onMutate: () => markAllReadCached(qc, stream),
    onError: (error) => {
      report(stream, t('notifications.failedToMarkAllRead'), error);
      refetchStream(qc, stream);
    },
  });
}

export function useDeleteNotifications<I extends BaseItem, C extends BaseCounts>(stream: Stream<I, C>) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map((id) => api<null>(path(stream, id), { method: 'DELETE' }))),
    onMutate: (ids) => {
      for (const id of ids) {
        const item = findCached(qc, stream, id);
        if (item) removeCached(qc, stream, item, true);
      }
    },
    onError: (error, ids) => {
      for (const id of ids) forgetDeletion(stream, id);
      report(stream, t('notifications.failedToDelete'), error);
      refetchStream(qc, stream);
    },
  });
}

/** Clear all: the general stream only (the mentor stream has no such call). */
export function useClearNotifications() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(generalStream.base, { method: 'DELETE' }),
    onMutate: () => clearCached(qc, generalStream),
    onSuccess: () => toast.success(t('notifications.cleared')),
    onError: () => {
      toast.error(t('notifications.failedToClear'));
      refetchStream(qc, generalStream);
    },
  });
}
