/** Which articles a feed lists: everyone's, or those of the people the member follows. */
export type FeedScope = 'all' | 'following';

/** Query keys of the articles area; every list of cards sits under `lists`, so one change reaches them all. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: ['articles', 'list'] as const,
  feed: (scope: FeedScope) => ['articles', 'list', 'feed', scope] as const,
  saved: ['articles', 'list', 'saved'] as const,
  details: ['articles', 'detail'] as const,
  detail: (id: string) => ['articles', 'detail', id] as const,
  comments: (id: string) => ['articles', 'comments', id] as const,
  draft: ['articles', 'draft'] as const,
};
