import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput, PayoutAccountsView, PayoutAccountView, PayoutBanks } from '@prosper/shared/schemas/payout';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

/** The signed-in mentor's payout accounts (decision 055), never with a full account number. */
export const payoutAccountsQuery = queryOptions({
  queryKey: sessionsKeys.payoutAccounts,
  queryFn: ({ signal }) => api<PayoutAccountsView>('/api/payout-account', { signal }),
  staleTime: 5 * 60_000,
});

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQuery);
}

/** The banks and networks the provider pays out to in a currency (decision 061); none asked until a currency is chosen. */
export function usePayoutBanks(currency: string) {
  return useQuery({
    queryKey: sessionsKeys.payoutBanks(currency),
    queryFn: ({ signal }) => api<PayoutBanks>(`/api/payout-account/banks?currency=${encodeURIComponent(currency)}`, { signal }),
    enabled: currency !== '',
    // Banks rarely change; the server keeps the provider's list too.
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function useSavePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountInput) => api<PayoutAccountView>('/api/payout-account', { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsKeys.payoutAccounts }),
    retry: false,
  });
}

export function useRemovePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ removed: true }>(`/api/payout-account/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsKeys.payoutAccounts }),
    retry: false,
  });
}
