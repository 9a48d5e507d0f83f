import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MentorSearchResult } from '@prosper/shared/schemas/mentor-search';
import { api } from '../../../lib/api-client.ts';
import { mentorKeys } from '../../../lib/mentor-keys.ts';

/** Listed mentors whose name matches, through the /mentors search (`GET /api/mentors?q=`); nothing before a word is typed. */
export function useMentorsNamed(words: string) {
  // The search takes up to 100 characters; no name is longer, so more would only be refused.
  const q = words.trim().slice(0, 100);
  return useQuery({
    queryKey: [...mentorKeys.all, 'named', q],
    queryFn: ({ signal }) => api<MentorSearchResult>(`/api/mentors?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
