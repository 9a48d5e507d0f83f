import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionState, ConnectionStateName, ConnectionStates } from '@prosper/shared/schemas/network';
import { api } from './api-client.ts';

/**
 * Where the viewer stands with a member, and the steps that change it. Here rather than in the
 * networks area because profiles, mentor pages, /users and /connect all offer Connect; every
 * networks query sits under `connectionKeys.all`, which each step refreshes.
 */
export const connectionKeys = {
  all: ['networks'] as const,
  state: (memberId: string) => ['networks', 'state', memberId] as const,
  states: (ids: string[]) => ['networks', 'states', ids] as const,
};

export const connectionStateQuery = (memberId: string) =>
  queryOptions({
    queryKey: connectionKeys.state(memberId),
    queryFn: ({ signal }) => api<ConnectionState>(`/api/networks/connections/${encodeURIComponent(memberId)}`, { signal }),
  });

export const useConnectionState = (memberId: string) => useQuery(connectionStateQuery(memberId));

/**
 * Where the viewer stands with every member of a list, one request per page of it (pages come
 * from the list's own paging, so a page never names more than the server's cap). Undefined for a
 * member until their page's answer is in.
 */
export function useConnectionStates(pages: string[][]): Record<string, ConnectionStateName> {
  return useQueries({
    queries: pages
      .filter((ids) => ids.length > 0)
      .map((ids) =>
        queryOptions({
          queryKey: connectionKeys.states(ids),
          queryFn: ({ signal }) => api<ConnectionStates>(`/api/networks/states?ids=${ids.map(encodeURIComponent).join(',')}`, { signal }),
        }),
      ),
    combine: (results) => Object.assign({}, ...results.map((r) => r.data?.states)),
  });
}

export type ConnectionStep = 'ask' | 'withdraw' | 'accept' | 'decline' | 'remove';

const request = (step: ConnectionStep, memberId: string, note?: string): Promise<unknown> => {
  const id = encodeURIComponent(memberId);
  switch (step) {
    case 'ask':
      return api<ConnectionState>(`/api/networks/requests/${id}`, { method: 'PUT', body: note ? { note } : {} });
    case 'withdraw':
      return api<void>(`/api/networks/requests/${id}`, { method: 'DELETE' });
    case 'accept':
    case 'decline':
      return api<ConnectionState>(`/api/networks/requests/${id}/${step}`, { method: 'POST' });
    case 'remove':
      return api<void>(`/api/networks/connections/${id}`, { method: 'DELETE' });
  }
};

/** One step with a member; afterwards every networks list and state is fetched again. */
export function useConnectionStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, memberId, note }: { step: ConnectionStep; memberId: string; note?: string }) => request(step, memberId, note),
    onSettled: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
    retry: false,
  });
}
