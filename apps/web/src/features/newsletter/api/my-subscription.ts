import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './keys.ts';

type Mine = { subscribed: boolean };

/** Whether the member's account address receives the newsletter (Settings). */
export function useMySubscription() {
  return useQuery({ queryKey: newsletterKeys.mine(), queryFn: () => api<Mine>('/api/newsletter/me') });
}

export function useSetMySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => api<Mine>('/api/newsletter/me', { method: 'PUT', body: { subscribed } }),
    onSuccess: (mine) => queryClient.setQueryData(newsletterKeys.mine(), mine),
  });
}
