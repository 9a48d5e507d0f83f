import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout, Session } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';
import { sessionPath } from './sessions.ts';

/** Opens a checkout and sends the mentee to the provider's page; they come back to the session page. */
export function useStartCheckout(id: string) {
  return useMutation({
    mutationFn: () => api<Checkout>(`${sessionPath(id)}/payment/checkout`, { method: 'POST', body: {} }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    retry: false,
  });
}

/** The return page's check: asks the server to ask the provider now, and shows the session as it then stands. */
export function useCheckPayment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reference: string | undefined) =>
      api<Session>(`${sessionPath(id)}/payment/check`, { method: 'POST', body: reference ? { reference } : {} }),
    onSuccess: (session) => qc.setQueryData(sessionsKeys.detail(id), session),
    retry: false,
  });
}
