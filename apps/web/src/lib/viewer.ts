import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { api, ApiError } from './api-client.ts';

export const viewerKeys = { all: ['viewer'] as const };

/** Who is signed in, or null. A 401 is an answer here, not an error. */
export const viewerQuery = queryOptions({
  queryKey: viewerKeys.all,
  queryFn: async (): Promise<Viewer | null> => {
    try {
      return await api<Viewer>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useViewer() {
  return useQuery(viewerQuery);
}
