import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits.ts';
import * as en from '../i18n/en/index.ts';
import { passwordProblem } from '../rules/password.ts';
import { isSafeReturnPath, RETURN_PATH_MAX_LENGTH } from '../rules/return-path.ts';
import { accountSchema } from './viewer.ts';

/*
 * What the auth screens send to better-auth's endpoints (/api/auth/*), and nothing more: the server
 * checks each request against these before better-auth or the database sees it (decision 016).
 */

const t = en.validation;

// An empty address is missing, not invalid: said so before its form is checked.
const email = z.string(t.invalidEmailHint).min(1, t.emailRequired).max(254, t.tooLong).pipe(z.email(t.invalidEmailHint));
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

/** Asking for a reset mail. */
export const emailRequestSchema = z.strictObject({ email });

/** Asking for the confirmation mail again; its link returns to `callbackURL`, a page of this site, as the first one did. */
export const confirmationRequestSchema = z.strictObject({
  email,
  callbackURL: z.string().max(RETURN_PATH_MAX_LENGTH, t.invalidReturnPath).refine(isSafeReturnPath, t.invalidReturnPath).optional(),
});

export const resetPasswordSchema = z.strictObject({
  token: token(en.resetPassword.invalidToken),
  newPassword: z
    .string(t.passwordRequired)
    // passwordProblem() says the same; the maximum is here for the OpenAPI document too.
    .max(PASSWORD_MAX_LENGTH, t.tooLong)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.description });
    }),
});

/** The confirmation link's query. */
export const verifyEmailQuery = z.strictObject({ token: token(en.confirm.failedTitle) });

/*
 * What those endpoints answer, as the server hands it on: better-auth's answer cut to these fields.
 * The session itself travels only in the httpOnly cookie, never in a body a script can read.
 */

/** POST /api/auth/sign-in/email: who signed in. */
export const signedInSchema = z.object({ user: accountSchema }).meta({ id: 'SignedIn' });
export type SignedIn = z.infer<typeof signedInSchema>;

/** POST /api/auth/sign-out: the session has ended (or there was none) and its cookie is cleared. */
export const signedOutSchema = z.object({ success: z.literal(true) });
export type SignedOut = z.infer<typeof signedOutSchema>;

/**
 * The other auth endpoints: done. A mail asked for is sent only when the address has an account
 * (and, for a confirmation, one not yet confirmed); the answer is the same either way.
 */
export const authDoneSchema = z.object({ status: z.literal(true) });
export type AuthDone = z.infer<typeof authDoneSchema>;
