import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { MentorReview } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

/** A mentor's reviews, newest first, with their public replies. */
export function useMentorReviews(mentorId: string) {
  return useInfiniteQuery({
    queryKey: sessionsKeys.reviews(mentorId),
    queryFn: ({ pageParam, signal }) => {
      const base = `/api/mentors/${encodeURIComponent(mentorId)}/reviews`;
      return api<Page<MentorReview>>(pageParam ? `${base}?cursor=${encodeURIComponent(pageParam)}` : base, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: Page<MentorReview>) => last.nextCursor ?? undefined,
    staleTime: 5 * 60_000,
  });
}
