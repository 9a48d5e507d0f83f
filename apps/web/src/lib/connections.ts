import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionState } from '@prosper/shared/schemas/network';
import { api } from './api-client.ts';

/**
 * Where the viewer stands with a member, and the steps that change it. Here rather than in the
 * networks area because profiles, mentor pages, /users and /connect all offer Connect; every
 * networks query sits under `connectionKeys.all`, which each step refreshes.
 */
export const connectionKeys = {
  all: ['networks'] as const,
  state: (memberId: string) => ['networks', 'state', memberId] as const,
};

export const connectionStateQuery = (memberId: string) =>
  queryOptions({
    queryKey: connectionKeys.state(memberId),
    queryFn: ({ signal }) => api<ConnectionState>(`/api/networks/connections/${encodeURIComponent(memberId)}`, { signal }),
  });

export const useConnectionState = (memberId: string) => useQuery(connectionStateQuery(memberId));

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
