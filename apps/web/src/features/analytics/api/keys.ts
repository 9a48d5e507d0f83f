/** Query keys of the analytics area: a mentor's figures per date range. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  mentor: (from: string, to: string) => ['analytics', 'mentor', from, to] as const,
};
