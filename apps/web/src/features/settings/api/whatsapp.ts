import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TextChannel, WhatsappState } from '@prosper/shared/schemas/whatsapp';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** Whether WhatsApp is offered, and how the member's texts go (decision 053). */
export const useWhatsappState = () =>
  useQuery({ queryKey: settingsKeys.whatsapp, queryFn: ({ signal }) => api<WhatsappState>('/api/whatsapp', { signal }) });

export function useChooseTextChannel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (channel: TextChannel) => api<WhatsappState>('/api/whatsapp/channel', { method: 'PUT', body: { channel } }),
    onSuccess: (state) => qc.setQueryData(settingsKeys.whatsapp, state),
  });
}

/** Not tried again on failure: a second test costs a message. */
export const useSendWhatsappTest = () => useMutation({ mutationFn: () => api('/api/whatsapp/test', { method: 'POST' }), retry: false });
