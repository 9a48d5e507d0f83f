import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './profiles.ts';

export type FollowListItem = {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  avatarUrl: string | null;
  followedAt: string;
};
type Page = { items: FollowListItem[]; nextCursor: string | null };

/** A member's followers or followed members, a page at a time. */
export function useFollowList(id: string, direction: 'followers' | 'following') {
  return useInfiniteQuery({
    queryKey: profileKeys.follows(id, direction),
    queryFn: ({ pageParam }) =>
      api<Page>(`/api/profiles/${encodeURIComponent(id)}/${direction}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
