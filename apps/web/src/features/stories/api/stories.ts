import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleAuthor, ArticleImage } from '@prosper/shared/schemas/article';
import type { Page } from '@prosper/shared/schemas/member';
import type { Story, StoryCard, StoryInput, StoryLikeResult, StorySort } from '@prosper/shared/schemas/story';
import { api } from '../../../lib/api-client.ts';
import { withFeedLimit } from '../../../lib/data-saver.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { storyKeys } from './keys.ts';

const storyPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;

/** The feed, 20 a page (10 while saving data), newest first or most loved first. */
export const storiesQuery = (sort: StorySort) =>
  infiniteQueryOptions({
    queryKey: storyKeys.feed(sort),
    queryFn: ({ pageParam, signal }) =>
      api<Page<StoryCard>>(withFeedLimit(`/api/stories?sort=${sort}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`), {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: Page<StoryCard>) => last.nextCursor ?? undefined,
  });

/** One whole story. */
export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: ({ signal }) => api<Story>(storyPath(knownRowId(id)), { signal }),
  });

/** The mentors the member may name: those they had a session with. */
export const nameableMentorsQuery = queryOptions({
  queryKey: storyKeys.mentors,
  queryFn: ({ signal }) => api<ArticleAuthor[]>('/api/story-mentors', { signal }),
});

export function useUploadStoryImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<ArticleImage>('/api/stories/images', { method: 'POST', body });
    },
    retry: false,
  });
}

/** Publishes or changes a story; the feeds are fetched again, the story itself is known. */
export function useSaveStory(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryInput) =>
      id ? api<Story>(storyPath(id), { method: 'PATCH', body: input }) : api<Story>('/api/stories', { method: 'POST', body: input }),
    retry: false,
    onSuccess: (story) => {
      qc.setQueryData(storyKeys.detail(story.id), story);
      void qc.invalidateQueries({ queryKey: storyKeys.lists });
    },
  });
}

export function useDeleteStory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(storyPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: storyKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: storyKeys.lists });
    },
  });
}

export function useLikeStory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api<StoryLikeResult>(`${storyPath(id)}/like`, { method: like ? 'PUT' : 'DELETE' }),
    onSuccess: (result) => {
      qc.setQueryData<Story>(storyKeys.detail(id), (s) => s && { ...s, likedByMe: result.liked, likesCount: result.likesCount });
      void qc.invalidateQueries({ queryKey: storyKeys.lists });
    },
  });
}

/** The named mentor's answer. */
export function useAnswerNaming(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) => api<Story>(`${storyPath(id)}/mentor-approval`, { method: 'PUT', body: { approve } }),
    onSuccess: (story) => {
      qc.setQueryData(storyKeys.detail(id), story);
      void qc.invalidateQueries({ queryKey: storyKeys.lists });
    },
  });
}
