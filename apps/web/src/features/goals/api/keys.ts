/** Query keys of the goals area: every list of goals sits under `lists`, so one change refreshes them all. */
export const goalKeys = {
  all: ['goals'] as const,
  lists: ['goals', 'list'] as const,
  list: (status: 'active' | 'archived') => ['goals', 'list', status] as const,
  shared: ['goals', 'list', 'shared'] as const,
  detail: (id: string) => ['goals', 'detail', id] as const,
  comments: (id: string) => ['goals', 'comments', id] as const,
  mentors: ['goals', 'mentors'] as const,
};
