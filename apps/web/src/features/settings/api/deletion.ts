import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@prosper/shared/schemas/account-deletion';
import { api } from '../../../lib/api-client.ts';
import { viewerKeys } from '../../../lib/viewer.ts';

/**
 * Deletes the signed-in member's account (decision 031). The server ends every sign-in, this one
 * too: what the app knew of the member is forgotten at once.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api<null>('/api/account', { method: 'DELETE', body }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(viewerKeys.all, null);
    },
  });
}
