/** The newsletter area's query keys. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  stats: () => [...newsletterKeys.all, 'stats'] as const,
  subscribers: (q: string) => [...newsletterKeys.all, 'subscribers', q] as const,
  mine: () => [...newsletterKeys.all, 'mine'] as const,
};
