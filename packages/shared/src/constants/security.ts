/**
 * The §9 defaults of a member's security settings (SPEC §3 user_security_settings): two-factor
 * authentication off, an idle timeout of 60 minutes, at most 5 active sign-ins, alerts on.
 */
export const DEFAULT_SECURITY_SETTINGS = {
  twoFactorEnabled: false,
  twoFactorMethod: 'totp',
  backupEmail: null,
  backupPhone: null,
  sessionTimeoutMinutes: 60,
  maxActiveSessions: 5,
  loginNotificationsEnabled: true,
  suspiciousActivityAlertsEnabled: true,
} as const;

/**
 * The ranges a member may set (decision 028): an idle timeout from 5 minutes to a day (a sign-in
 * slides for a week at most, so a longer idle time would mean nothing), and 1 to 20 sign-ins at once.
 */
export const SESSION_TIMEOUT_MINUTES = { min: 5, max: 1440 } as const;
export const MAX_ACTIVE_SESSIONS = { min: 1, max: 20 } as const;
/** Digits of an authenticator app's code (TOTP, 30-second steps). */
export const TOTP_DIGITS = 6;
