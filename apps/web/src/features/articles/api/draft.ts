import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleDraft } from '@prosper/shared/schemas/article';
import { api } from '../../../lib/api-client.ts';
import { articleKeys } from './keys.ts';

export type DraftInput = { title: string; content: string; tags: string[]; imageUrl: string | null };

/** The member's one draft, or null. Fetched on each visit, since another tab may have changed it. */
export const draftQuery = queryOptions({
  queryKey: articleKeys.draft,
  queryFn: ({ signal }) => api<ArticleDraft | null>('/api/article-draft', { signal }),
  staleTime: 0,
  // Draft errors are ignored (SPEC §8): an empty form instead, soon.
  retry: 1,
});

/** Saves the draft (one per member, replaced each time). Failures are ignored (SPEC §8). */
export function useSaveDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (draft: DraftInput) => api<ArticleDraft>('/api/article-draft', { method: 'PUT', body: draft }),
    retry: false,
    onSuccess: (draft) => qc.setQueryData(articleKeys.draft, draft),
  });
}
