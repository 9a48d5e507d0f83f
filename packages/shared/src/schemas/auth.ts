import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits.ts';
import { en } from '../i18n/en.ts';
import { passwordProblem } from '../rules/password.ts';

/*
 * What the auth screens send to better-auth's endpoints (/api/auth/*), and nothing more: the server
 * checks each request against these before better-auth or the database sees it (decision 016).
 */

const t = en.validation;

const email = z.string(t.invalidEmailHint).max(254, t.tooLong).pipe(z.email(t.invalidEmailHint));
/** Tokens are URL-safe: better-auth's reset ids and signed confirmation tokens. */
const token = (message: string) =>
  z
    .string(message)
    .max(4096, message)
    .regex(/^[A-Za-z0-9._~-]+$/, message);

export const signInSchema = z.strictObject({
  email,
  password: z.string(t.passwordRequired).min(1, t.passwordRequired).max(PASSWORD_MAX_LENGTH, t.tooLong),
  rememberMe: z.boolean().optional(),
});

/** Asking for a confirmation or a reset mail. */
export const emailRequestSchema = z.strictObject({ email });

export const resetPasswordSchema = z.strictObject({
  token: token(en.resetPassword.invalidToken),
  newPassword: z.string(t.passwordRequired).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.description });
  }),
});

/** The confirmation link's query. */
export const verifyEmailQuery = z.strictObject({ token: token(en.confirm.failedTitle) });
