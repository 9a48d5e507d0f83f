import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageSettings } from '@prosper/shared/schemas/message';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from './keys.ts';

/** Who may start a conversation with the member, and whether read receipts are on. */
export function useMessageSettings(enabled = true) {
  return useQuery({
    queryKey: messageKeys.settings,
    queryFn: ({ signal }) => api<MessageSettings>('/api/message-settings', { signal }),
    enabled,
  });
}

/** Saves a change; the answer is the settings as stored. */
export function useUpdateMessageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<MessageSettings>) => api<MessageSettings>('/api/message-settings', { method: 'PATCH', body: change }),
    onSuccess: (settings) => qc.setQueryData(messageKeys.settings, settings),
    retry: false,
  });
}
