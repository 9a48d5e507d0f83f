import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

/** The signed-in mentor's own weekly hours and booking rules; the defaults until first saved. */
export const availabilityQuery = queryOptions({
  queryKey: sessionsKeys.availability,
  queryFn: ({ signal }) => api<Availability>('/api/availability', { signal }),
  staleTime: 5 * 60_000,
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}

export function useSaveAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => api<Availability>('/api/availability', { method: 'PUT', body: availability }),
    onSuccess: (saved) => {
      qc.setQueryData(sessionsKeys.availability, saved);
      // The mentor's own free times, if this tab showed any.
      void qc.invalidateQueries({ queryKey: sessionsKeys.allSlots });
    },
    retry: false,
  });
}
