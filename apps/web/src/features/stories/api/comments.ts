import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { Story, StoryComment } from '@prosper/shared/schemas/story';
import { api } from '../../../lib/api-client.ts';
import { storyKeys } from './keys.ts';

/** A story's comments, oldest first, 20 a page. */
export const storyCommentsQuery = (storyId: string) =>
  infiniteQueryOptions({
    queryKey: storyKeys.comments(storyId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<StoryComment>>(
        `/api/stories/${encodeURIComponent(storyId)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: Page<StoryComment>) => last.nextCursor ?? undefined,
  });

const recount = (qc: ReturnType<typeof useQueryClient>, storyId: string, by: number) =>
  qc.setQueryData<Story>(storyKeys.detail(storyId), (s) => s && { ...s, commentsCount: s.commentsCount + by });

export function useAddStoryComment(storyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<StoryComment>(`/api/stories/${encodeURIComponent(storyId)}/comments`, { method: 'POST', body: { content } }),
    retry: false,
    onSuccess: () => {
      recount(qc, storyId, 1);
      void qc.invalidateQueries({ queryKey: storyKeys.comments(storyId) });
    },
  });
}

export function useDeleteStoryComment(storyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/story-comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      recount(qc, storyId, -1);
      void qc.invalidateQueries({ queryKey: storyKeys.comments(storyId) });
    },
  });
}
