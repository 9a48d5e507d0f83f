import { useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@prosper/shared/schemas/mentor-search';
import { api } from '../../../lib/api-client.ts';
import { mentorKeys } from '../../../lib/mentor-keys.ts';

export function useSuggestions() {
  return useQuery({
    queryKey: mentorKeys.suggestions,
    queryFn: () => api<Suggestions>('/api/mentors/suggestions'),
  });
}
