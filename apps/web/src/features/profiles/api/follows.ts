import { useInfiniteQuery } from '@tanstack/react-query';
import type { FollowListItem, Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** A member's followers or followed members, a page at a time. */
export function useFollowList(id: string, direction: 'followers' | 'following') {
  return useInfiniteQuery({
    queryKey: profileKeys.follows(id, direction),
    queryFn: ({ pageParam }) =>
      api<Page<FollowListItem>>(
        `/api/profiles/${encodeURIComponent(id)}/${direction}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
