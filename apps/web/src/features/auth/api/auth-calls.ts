import type { SignedUp, SignUpInput } from '@prosper/shared/schemas/sign-up';
import { api } from '../../../lib/api-client.ts';

/** The account calls the auth screens make; the server's `/api/auth/*` routes answer them. */

export const signInWithEmail = (body: { email: string; password: string }) =>
  api<{ user: { id: string } }>('/api/auth/sign-in/email', { method: 'POST', body: { ...body, rememberMe: true } });

export const signUp = (body: SignUpInput) => api<SignedUp>('/api/accounts/sign-up', { method: 'POST', body });

export const signOut = () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export const resendConfirmation = (email: string) => api<unknown>('/api/auth/send-verification-email', { method: 'POST', body: { email } });

export const confirmEmail = (token: string) => api<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<unknown>('/api/auth/reset-password', { method: 'POST', body });
