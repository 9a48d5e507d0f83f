import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The signed links of the mails, posted back as they came: the server checks their signature. */
export function useConfirmLink() {
  return useMutation({
    mutationFn: (params: Record<string, string>) => api<null>('/api/newsletter/confirm', { method: 'POST', body: params }),
  });
}

export function useUnsubscribeLink() {
  return useMutation({
    mutationFn: (params: Record<string, string>) => api<null>('/api/newsletter/unsubscribe', { method: 'POST', body: params }),
  });
}
