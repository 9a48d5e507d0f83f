import { useQuery } from '@tanstack/react-query';
import type { Places } from '@prosper/shared/schemas/place';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the towns and cities suggested for a location (the server's places index). */
export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => ['places', q] as const,
};

/** Places matching `q`; asked only when `enabled`, once per query (the index does not change while the app runs). */
export function usePlaces(q: string, enabled: boolean) {
  return useQuery({
    queryKey: placeKeys.search(q),
    queryFn: ({ signal }) => api<Places>(`/api/places?q=${encodeURIComponent(q)}`, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
