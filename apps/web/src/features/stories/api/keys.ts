import type { StorySort } from '@prosper/shared/schemas/story';

/** Query keys of the stories area; every list of cards sits under `lists`, so one change reaches them all. */
export const storyKeys = {
  all: ['stories'] as const,
  lists: ['stories', 'list'] as const,
  feed: (sort: StorySort) => ['stories', 'list', 'feed', sort] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
  comments: (id: string) => ['stories', 'comments', id] as const,
  mentors: ['stories', 'mentors'] as const,
};
