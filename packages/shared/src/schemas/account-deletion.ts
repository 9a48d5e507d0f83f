import { z } from 'zod';
import { signInSchema } from './auth.ts';
import { currentPassword, twoFactorCode } from './security.ts';

/**
 * DELETE /api/account: the member's password, and a code from their authenticator app (or a backup
 * code) when two-factor authentication is on; the server asks for the code only then.
 */
export const deleteAccountSchema = z.strictObject({ password: currentPassword, code: twoFactorCode.optional() });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/account/restore: the same credentials as a sign-in, for an account closed and not yet erased. */
export const restoreAccountSchema = signInSchema.pick({ email: true, password: true });
export type RestoreAccountInput = z.infer<typeof restoreAccountSchema>;
