import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqEntry, FaqInput } from '@prosper/shared/schemas/faq';
import { api } from '../../../lib/api-client.ts';

const faqKey = ['faq'] as const;

/** The whole FAQ, a few dozen entries by topic and position: the page and the editor both read it. */
export const faqQuery = queryOptions({
  queryKey: faqKey,
  queryFn: ({ signal }) => api<{ items: FaqEntry[] }>('/api/faq', { signal }),
});

/** An admin's new entry (no id) or the whole of a changed one. */
export function useSaveFaqEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: FaqInput & { id?: string }) =>
      id
        ? api<FaqEntry>(`/api/faq/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : api<FaqEntry>('/api/faq', { method: 'POST', body: input }),
    retry: false,
    onSettled: () => qc.invalidateQueries({ queryKey: faqKey }),
  });
}

export function useDeleteFaqEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/faq/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSettled: () => qc.invalidateQueries({ queryKey: faqKey }),
  });
}

/**
 * Moves an entry within its topic: the topic's entries are numbered 1, 2, 3… in the new order and
 * only those whose position changes are written (two, once the topic is numbered so). Positions
 * may tie (an admin may give two entries the same number), so a swap of two numbers would not do.
 */
export function useMoveFaqEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ topicEntries, from, to }: { topicEntries: FaqEntry[]; from: number; to: number }) => {
      const order = [...topicEntries];
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved!);
      for (const [index, { id, updatedAt: _, ...entry }] of order.entries()) {
        if (entry.position !== index + 1) {
          await api<FaqEntry>(`/api/faq/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...entry, position: index + 1 } });
        }
      }
    },
    retry: false,
    onSettled: () => qc.invalidateQueries({ queryKey: faqKey }),
  });
}
