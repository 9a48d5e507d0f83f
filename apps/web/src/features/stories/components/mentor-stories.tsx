import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@prosper/shared/schemas/member';
import type { StoryCard } from '@prosper/shared/schemas/story';
import { api } from '../../../lib/api-client.ts';
import { StoryList } from './story-list.tsx';

const mentorStoriesQuery = (mentorId: string) =>
  infiniteQueryOptions({
    queryKey: ['stories', 'list', 'mentor', mentorId] as const,
    queryFn: ({ pageParam, signal }) =>
      api<Page<StoryCard>>(
        `/api/mentors/${encodeURIComponent(mentorId)}/stories${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: Page<StoryCard>) => last.nextCursor ?? undefined,
  });

/** On a mentor's public page: the stories that name them, with their approval. Nothing when there are none. Given to the profiles area by the app. */
export function MentorStories({ mentorId }: { mentorId: string; mentorName: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(mentorStoriesQuery(mentorId));
  if (query.isSuccess && query.data.pages[0]?.items.length === 0) return null;
  return (
    <section aria-labelledby="mentor-stories" className="mt-6 rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="mentor-stories" className="mb-3 text-lg font-semibold">
        {t('stories.mentorStories')}
      </h2>
      <StoryList query={query} empty="" heading="h3" />
    </section>
  );
}
