import { useQuery } from '@tanstack/react-query';
import type { Landing } from '@prosper/shared/schemas/landing';
import { api } from '../../../lib/api-client.ts';

export const landingKeys = { all: ['landing'] as const };

/** A few mentors and the platform's figures; the server caches them for a minute, and so do we. */
export function useLanding() {
  return useQuery({
    queryKey: landingKeys.all,
    queryFn: ({ signal }) => api<Landing>('/api/landing', { signal }),
    staleTime: 60_000,
  });
}
