import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { analyticsKeys } from './keys.ts';

/** The signed-in mentor's own figures between two dates (inclusive). The last range stays while the next loads. */
export function useMentorAnalytics(from: string, to: string) {
  return useQuery({
    queryKey: analyticsKeys.mentor(from, to),
    queryFn: ({ signal }) =>
      api<MentorAnalytics>(`/api/analytics/mentor?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
