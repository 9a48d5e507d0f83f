import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDisputeRow,
  AdminMismatchRow,
  AdminPaymentRow,
  AdminPayoutRow,
  AdminRefundRow,
  PaymentList,
  PayoutOtpInput,
} from '@prosper/shared/schemas/admin-payments';
import type { Page } from '@prosper/shared/schemas/member';
import type { DecideDisputeInput } from '@prosper/shared/schemas/payment-dispute';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** What each of the Payments section's lists holds. */
export type PaymentListRow = {
  payments: AdminPaymentRow;
  refunds: AdminRefundRow;
  disputes: AdminDisputeRow;
  payouts: AdminPayoutRow;
  mismatches: AdminMismatchRow;
};

const listPath: Record<PaymentList, string> = {
  payments: '/api/admin/payments',
  refunds: '/api/admin/payments/refunds',
  disputes: '/api/admin/payments/disputes',
  payouts: '/api/admin/payments/payouts',
  mismatches: '/api/admin/payments/mismatches',
};

/** One of the five lists, newest first a page at a time, or what matches a reference exactly. */
export function usePaymentList<L extends PaymentList>(list: L, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.paymentList(list, q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<Page<PaymentListRow[L]>>(`${listPath[list]}?${params}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** An admin decides a no-show dispute; every list of the section (a refund appears) and the audit log refresh. */
export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideDisputeInput) =>
      api<AdminDisputeRow>(`/api/admin/payments/disputes/${encodeURIComponent(id)}/decision`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** An admin enters the OTP Paystack sent for a held payout (decision 061); the lists and the audit log refresh. */
export function useFinalizePayoutOtp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutOtpInput) =>
      api<AdminPayoutRow>(`/api/admin/payments/payouts/${encodeURIComponent(id)}/otp`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    retry: false,
  });
}

/** Paystack sends a held payout's OTP again. */
export function useResendPayoutOtp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AdminPayoutRow>(`/api/admin/payments/payouts/${encodeURIComponent(id)}/otp/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    retry: false,
  });
}
