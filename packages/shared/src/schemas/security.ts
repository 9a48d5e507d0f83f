import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits.ts';
import { MAX_ACTIVE_SESSIONS, SESSION_TIMEOUT_MINUTES } from '../constants/security.ts';
import * as en from '../i18n/en/index.ts';
import { passwordProblem } from '../rules/password.ts';
import { memberLine } from './text.ts';

const t = en.validation;
const s = en.settings.security;

const email = z.string(t.invalidEmailHint).trim().min(1, t.emailRequired).max(254, t.tooLong).pipe(z.email(t.invalidEmailHint));
/** Left empty (or null) it is none. */
const optional = <T extends z.ZodType<string | null>>(value: T) =>
  z.union([z.literal(''), z.null(), value]).transform((v) => (v === '' ? null : (v as string | null)));
const wholeIn = (range: { min: number; max: number }, message: string) =>
  z.number(message).int(t.wholeNumber).min(range.min, message).max(range.max, message);
const password = z.string(t.passwordRequired).min(1, t.passwordRequired).max(PASSWORD_MAX_LENGTH, t.tooLong);
const newPassword = z
  .string(t.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, t.tooLong)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.description });
  });
/** An authenticator app's six digits, or a backup code (letters, digits and a dash). */
const code = z
  .string(s.codeRequired)
  .trim()
  .min(1, s.codeRequired)
  .max(32, s.invalidCode)
  .regex(/^[A-Za-z0-9-]+$/, s.invalidCode);

/** A member's security settings (SPEC §3 user_security_settings without user_id). */
export const securitySettingsSchema = z
  .object({
    twoFactorEnabled: z.boolean().describe('Changed only by turning two-factor authentication on or off'),
    twoFactorMethod: z.literal('totp'),
    backupEmail: z.string().nullable(),
    backupPhone: z.string().nullable(),
    sessionTimeoutMinutes: z.number().int(),
    maxActiveSessions: z.number().int(),
    loginNotificationsEnabled: z.boolean(),
    suspiciousActivityAlertsEnabled: z.boolean(),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** PUT /api/security-settings: everything but two-factor, which only its own flow turns on or off. */
export const securitySettingsInputSchema = z.strictObject({
  backupEmail: optional(email),
  backupPhone: optional(
    memberLine()
      .max(30, t.tooLong)
      .refine((v) => /^\+?[0-9 ()-]{6,20}$/.test(v), t.invalidPhoneHint),
  ),
  sessionTimeoutMinutes: wholeIn(SESSION_TIMEOUT_MINUTES, s.timeoutRange),
  maxActiveSessions: wholeIn(MAX_ACTIVE_SESSIONS, s.maxSessionsRange),
  loginNotificationsEnabled: z.boolean(),
  suspiciousActivityAlertsEnabled: z.boolean(),
});
export type SecuritySettingsInput = z.output<typeof securitySettingsInputSchema>;
/** What the form holds: an empty backup field is none. */
export type SecuritySettingsForm = z.input<typeof securitySettingsInputSchema>;

/** One of the member's active sign-ins, as the list shows it. */
export const activeSignInSchema = z.object({
  id: z.string(),
  device: z.string().describe('The kind of device, from the user agent: Phone, Tablet or Computer'),
  browser: z.string().describe('Browser and system, from the user agent'),
  place: z.string().nullable().describe('Where the address is, when it can be told offline; null when unknown'),
  lastActiveAt: z.iso.datetime({ offset: true }),
  signedInAt: z.iso.datetime({ offset: true }),
  current: z.boolean().describe('The sign-in this request was made with'),
});
export type ActiveSignIn = z.infer<typeof activeSignInSchema>;
export const activeSignInListSchema = z.object({ signIns: z.array(activeSignInSchema) }).meta({ id: 'ActiveSignInList' });
export type ActiveSignInList = z.infer<typeof activeSignInListSchema>;

/* What the security forms send to better-auth's endpoints (/api/auth/*), checked first (decision 016). */

export const changePasswordSchema = z.strictObject({
  currentPassword: password,
  newPassword,
  /** Always: a new password ends every other sign-in. */
  revokeOtherSessions: z.literal(true),
});
export const changeEmailSchema = z.strictObject({ newEmail: email });
export const passwordConfirmSchema = z.strictObject({ password });
export const disableTwoFactorSchema = z.strictObject({ password, code });
export const twoFactorCodeSchema = z.strictObject({ code });

/** POST /api/auth/two-factor/enable: the key for the app, and the backup codes, shown this once. */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
/** The sign-in answer when the password was right and the second step is still to come. */
export const twoFactorNeededSchema = z.object({ twoFactorRedirect: z.literal(true) }).meta({ id: 'TwoFactorNeeded' });
export type TwoFactorNeeded = z.infer<typeof twoFactorNeededSchema>;

/** The password and code fields as the other flows that confirm a member (account deletion) take them. */
export { password as currentPassword, code as twoFactorCode };
