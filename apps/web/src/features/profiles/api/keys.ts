/** Query keys of the profiles area: `detail('me')` is the signed-in member's own. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (id: string) => ['profiles', 'detail', id] as const,
  follows: (id: string, direction: 'followers' | 'following') => ['profiles', direction, id] as const,
  directory: (q: string) => ['profiles', 'directory', q] as const,
};
