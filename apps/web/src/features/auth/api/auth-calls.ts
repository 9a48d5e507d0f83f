import type { AuthDone, SignedIn, SignedOut } from '@prosper/shared/schemas/auth';
import type { TwoFactorNeeded } from '@prosper/shared/schemas/security';
import type { SignedUp, SignUpInput } from '@prosper/shared/schemas/sign-up';
import { api } from '../../../lib/api-client.ts';

/** The account calls the auth screens make; the server's `/api/auth/*` routes answer them. */

/** Signed in, or (two-factor authentication on) the code is asked next: verifyCode with the cookie this set. */
export const signInWithEmail = (body: { email: string; password: string }) =>
  api<SignedIn | TwoFactorNeeded>('/api/auth/sign-in/email', { method: 'POST', body: { ...body, rememberMe: true } });

/** The sign-in's second step: a code from the authenticator app, or a backup code (which then works no more). */
export const verifyCode = (kind: 'totp' | 'backup', code: string) =>
  api<SignedIn>(kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code },
  });

/** Reopens an account closed by its member and not yet erased (decision 031); the member then signs in as usual. */
export const restoreAccount = (body: { email: string; password: string }) => api<null>('/api/account/restore', { method: 'POST', body });

export const signUp = (body: SignUpInput) => api<SignedUp>('/api/accounts/sign-up', { method: 'POST', body });

export const signOut = () => api<SignedOut>('/api/auth/sign-out', { method: 'POST', body: {} });

/** The link returns to `callbackURL` (a page of this site) once confirmed, as the first mail's did. */
export const resendConfirmation = (email: string, callbackURL?: string) =>
  api<AuthDone>('/api/auth/send-verification-email', { method: 'POST', body: callbackURL ? { email, callbackURL } : { email } });

export const confirmEmail = (token: string) => api<AuthDone>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

export const requestPasswordReset = (email: string) =>
  api<AuthDone>('/api/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<AuthDone>('/api/auth/reset-password', { method: 'POST', body });
