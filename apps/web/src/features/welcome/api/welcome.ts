import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WelcomeState } from '@prosper/shared/schemas/goal';
import { api } from '../../../lib/api-client.ts';

export const welcomeKeys = { state: ['welcome'] as const };

/** Whether the member finished or skipped the welcome; the dashboard offers it while neither. */
export const useWelcome = () => useQuery({ queryKey: welcomeKeys.state, queryFn: () => api<WelcomeState>('/api/welcome') });

export function useCloseWelcome() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'finished' | 'skipped') => api<WelcomeState>('/api/welcome', { method: 'PUT', body: { outcome } }),
    retry: false,
    onSuccess: (state) => qc.setQueryData(welcomeKeys.state, state),
  });
}
