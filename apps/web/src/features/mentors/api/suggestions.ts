import { useQuery } from '@tanstack/react-query';
import type { MentorCard } from '@prosper/shared/schemas/mentor-search';
import { api } from '../../../lib/api-client.ts';
import { mentorKeys } from '../../../lib/mentor-keys.ts';

export type Suggestion = MentorCard & { reasons: string[] };

export function useSuggestions() {
  return useQuery({
    queryKey: mentorKeys.suggestions,
    queryFn: () => api<{ items: Suggestion[] }>('/api/mentors/suggestions'),
  });
}
