/** Query keys of the analytics area: a mentor's figures per date range, and their money by month and currency. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  mentor: (from: string, to: string) => ['analytics', 'mentor', from, to] as const,
  earnings: () => ['analytics', 'earnings'] as const,
};
