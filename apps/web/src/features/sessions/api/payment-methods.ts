import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethods, PaymentMethodsView } from '@prosper/shared/schemas/payment-method';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';

/** The signed-in mentor's own payment methods, and whether they charge. */
export const paymentMethodsQuery = queryOptions({
  queryKey: sessionsKeys.paymentMethods,
  queryFn: ({ signal }) => api<PaymentMethodsView>('/api/payment-methods', { signal }),
  staleTime: 5 * 60_000,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery);
}

export function useSavePaymentMethods() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentMethods) => api<PaymentMethodsView>('/api/payment-methods', { method: 'PUT', body }),
    onSuccess: (saved) => qc.setQueryData(sessionsKeys.paymentMethods, saved),
    retry: false,
  });
}
