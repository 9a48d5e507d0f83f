import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthDone } from '@prosper/shared/schemas/auth';
import type { ActiveSignInList, SecuritySettings, SecuritySettingsInput, TwoFactorSetup } from '@prosper/shared/schemas/security';
import { api } from '../../../lib/api-client.ts';
import { viewerQuery } from '../../../lib/viewer.ts';
import { settingsKeys } from './keys.ts';

export const securitySettingsQuery = queryOptions({
  queryKey: settingsKeys.security,
  queryFn: ({ signal }) => api<SecuritySettings>('/api/security-settings', { signal }),
});
export const useSecuritySettings = () => useQuery(securitySettingsQuery);

export const signInsQuery = queryOptions({
  queryKey: settingsKeys.signIns,
  queryFn: ({ signal }) => api<ActiveSignInList>('/api/sign-ins', { signal }),
});
export const useSignIns = () => useQuery(signInsQuery);

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettingsInput) => api<SecuritySettings>('/api/security-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.security, saved),
  });
}

/** A call that changes the sign-ins (a new password, two-factor on or off): the list is read again after it. */
function useSecurityCall<Body, Answer>(call: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export const useChangePassword = () =>
  useSecurityCall((body: { currentPassword: string; newPassword: string }) =>
    api<unknown>('/api/auth/change-password', { method: 'POST', body: { ...body, revokeOtherSessions: true } }),
  );

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newEmail: string) => api<AuthDone>('/api/auth/change-email', { method: 'POST', body: { newEmail } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey }),
  });
}

export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) => api<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
  });

/** The first code from the app: two-factor authentication is on once it is right. */
export const useConfirmTwoFactor = () =>
  useSecurityCall((code: string) => api<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }));

export const useDisableTwoFactor = () =>
  useSecurityCall((body: { password: string; code: string }) => api<unknown>('/api/auth/two-factor/disable', { method: 'POST', body }));

export const useEndSignIn = () =>
  useSecurityCall((id: string) => api<null>(`/api/sign-ins/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useEndOtherSignIns = () =>
  useSecurityCall(() => api<AuthDone>('/api/auth/revoke-other-sessions', { method: 'POST', body: {} }));
