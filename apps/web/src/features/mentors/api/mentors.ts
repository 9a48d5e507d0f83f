import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MentorFilterOptions, MentorSearchResult } from '@prosper/shared/schemas/mentor-search';
import { api } from '../../../lib/api-client.ts';
import { mentorKeys } from '../../../lib/mentor-keys.ts';

export type MentorFilters = {
  q: string;
  skill: string;
  country: string;
  language: string;
  field: string;
  minRate: string;
  maxRate: string;
  free: boolean;
  /** One of MENTOR_SORTS; '' for the default, best match. */
  sort: string;
};

function toQuery(filters: MentorFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === true) params.set(key, 'true');
    else if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function useMentorSearch(filters: MentorFilters) {
  return useInfiniteQuery({
    queryKey: mentorKeys.search(filters),
    queryFn: ({ pageParam, signal }) => api<MentorSearchResult>(`/api/mentors?${toQuery(filters, pageParam)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useFilterOptions() {
  return useQuery({ queryKey: mentorKeys.filters, queryFn: () => api<MentorFilterOptions>('/api/mentors/filters'), staleTime: 5 * 60_000 });
}
