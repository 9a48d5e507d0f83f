import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsPhone } from '@prosper/shared/schemas/sms';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** The member's phone for texts (decision 049): its number, verified or not, opted out or not. */
export const useSmsPhone = () =>
  useQuery({ queryKey: settingsKeys.smsPhone, queryFn: ({ signal }) => api<SmsPhone>('/api/sms/phone', { signal }) });

/*
 * None of these is tried again on failure (the app's default is once): a second code or test costs
 * a text, and a wrong code sent twice uses two of the five tries.
 */

function useSetsPhone(mutationFn: () => Promise<SmsPhone>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, retry: false, onSuccess: (phone) => qc.setQueryData(settingsKeys.smsPhone, phone) });
}

export const useSendSmsCode = () => useSetsPhone(() => api<SmsPhone>('/api/sms/phone/code', { method: 'POST' }));

export function useVerifySmsPhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<SmsPhone>('/api/sms/phone/verify', { method: 'POST', body: { code } }),
    retry: false,
    onSuccess: (phone) => qc.setQueryData(settingsKeys.smsPhone, phone),
  });
}

export const useSendSmsTest = () => useMutation({ mutationFn: () => api('/api/sms/test', { method: 'POST' }), retry: false });
