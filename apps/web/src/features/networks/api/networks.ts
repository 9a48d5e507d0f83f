import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleCard } from '@prosper/shared/schemas/article';
import type { Page } from '@prosper/shared/schemas/member';
import type {
  Community,
  CommunityBody,
  CommunityMember,
  CommunityUpdate,
  ConnectionItem,
  ConnectionRequestItem,
  RequestBox,
} from '@prosper/shared/schemas/network';
import { api } from '../../../lib/api-client.ts';
import { connectionKeys } from '../../../lib/connections.ts';

/** The networks area's keys, all under the root the Connect button refreshes. */
export const networkKeys = {
  connections: (q: string) => [...connectionKeys.all, 'connections', q] as const,
  requests: (box: RequestBox) => [...connectionKeys.all, 'requests', box] as const,
  communities: [...connectionKeys.all, 'communities'] as const,
  community: (slug: string) => [...connectionKeys.all, 'community', slug] as const,
};

const withCursor = (path: string, cursor: string) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

const pages = <Item>(key: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => api<Page<Item>>(withCursor(path, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Item>) => last.nextCursor ?? undefined,
  });

export const useConnections = (q: string) =>
  useInfiniteQuery(
    pages<ConnectionItem>(
      networkKeys.connections(q),
      q ? `/api/networks/connections?q=${encodeURIComponent(q)}` : '/api/networks/connections',
    ),
  );

export const useRequests = (box: RequestBox) =>
  useInfiniteQuery(pages<ConnectionRequestItem>(networkKeys.requests(box), `/api/networks/requests?box=${box}`));

export const useCommunities = () => useInfiniteQuery(pages<Community>(networkKeys.communities, '/api/networks/communities'));

const communityPath = (slug: string) => `/api/networks/communities/${encodeURIComponent(slug)}`;

export const useCommunity = (slug: string) =>
  useQuery(
    queryOptions({ queryKey: networkKeys.community(slug), queryFn: ({ signal }) => api<Community>(communityPath(slug), { signal }) }),
  );

export const useCommunityMembers = (slug: string) =>
  useInfiniteQuery(pages<CommunityMember>([...networkKeys.community(slug), 'members'], `${communityPath(slug)}/members`));

export const useCommunityArticles = (slug: string) =>
  useInfiniteQuery(pages<ArticleCard>([...networkKeys.community(slug), 'articles'], `${communityPath(slug)}/articles`));

/** Joins or leaves a community; its page and the list follow. */
export function useMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, join }: { slug: string; join: boolean }) =>
      api<void>(`${communityPath(slug)}/membership`, { method: join ? 'PUT' : 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
    retry: false,
  });
}

/** Opening the Requests tab: the unread requests are read, and the badge (kept live by the notifications area) goes down. */
export function useReadRequests() {
  return useMutation({ mutationFn: () => api<void>('/api/networks/requests/read', { method: 'POST' }), retry: false });
}

/** An admin creates a community (no slug given to edit) or edits or archives one; every networks list follows. */
export function useSaveCommunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug?: string; body: CommunityBody | CommunityUpdate }) =>
      slug
        ? api<Community>(communityPath(slug), { method: 'PATCH', body })
        : api<Community>('/api/networks/communities', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
    retry: false,
  });
}
