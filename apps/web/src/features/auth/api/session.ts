import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@prosper/shared/constants/currencies';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { api, ApiError } from '../../../lib/api-client.ts';

export type SessionProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
};

export type Session = { user: { id: string; email: string; emailVerified: boolean }; profile: SessionProfile | null; currency: Currency };

export const sessionKeys = { all: ['session'] as const };

/** Who is signed in, or null. A 401 is an answer here, not an error. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async (): Promise<Session | null> => {
    try {
      return await api<Session>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
});

export function useSession() {
  return useQuery(sessionQuery);
}
