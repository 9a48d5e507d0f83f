/**
 * Query keys of the mentors area. Here rather than in the area because three areas read a
 * mentor: the search (mentors), the public page (profiles) and booking (sessions), and a mentor
 * finishing onboarding refreshes them all through `all`.
 */
export const mentorKeys = {
  all: ['mentors'] as const,
  search: (filters: Readonly<Record<string, string | boolean>>) => ['mentors', 'search', filters] as const,
  filters: ['mentors', 'filters'] as const,
  suggestions: ['mentors', 'suggestions'] as const,
  detail: (id: string) => ['mentors', 'detail', id] as const,
};
