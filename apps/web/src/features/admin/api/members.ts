import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail, AdminMemberRow, AdminMembersFilters } from '@prosper/shared/schemas/admin';
import type { Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The query string of the list: only the filters that are set, and the page's cursor. */
function membersUrl(filters: AdminMembersFilters, cursor: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/members?${params}`;
}

/** Every member matching the filters, newest first, a page at a time. */
export function useAdminMembers(filters: AdminMembersFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.memberList(filters),
    queryFn: ({ pageParam, signal }) => api<Page<AdminMemberRow>>(membersUrl(filters, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAdminMember(id: string) {
  return useQuery({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) => api<AdminMemberDetail>(`/api/admin/members/${encodeURIComponent(id)}`, { signal }),
  });
}
