/**
 * Query keys of the notifications area, all under one root: each stream's list and counts apart
 * (a change to one stream never refetches the other).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  general: {
    all: ['notifications', 'general'] as const,
    list: ['notifications', 'general', 'list'] as const,
    counts: ['notifications', 'general', 'counts'] as const,
  },
  mentor: {
    all: ['notifications', 'mentor'] as const,
    list: ['notifications', 'mentor', 'list'] as const,
    counts: ['notifications', 'mentor', 'counts'] as const,
  },
};
