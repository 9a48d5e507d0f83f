import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput, SubscribeResult } from '@prosper/shared/schemas/newsletter';
import { api } from '../../../lib/api-client.ts';

/** The landing page's and the footer's subscribe form. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (input: SubscribeInput) => api<SubscribeResult>('/api/newsletter/subscribe', { method: 'POST', body: input }),
  });
}
