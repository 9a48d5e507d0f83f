/**
 * The §9 defaults of a member's security settings (SPEC §3 user_security_settings): two-factor
 * authentication off, an idle timeout of 60 minutes, at most 5 active sign-ins, alerts on.
 */
export const DEFAULT_SECURITY_SETTINGS = {
  twoFactorEnabled: false,
  twoFactorMethod: null,
  backupEmail: null,
  backupPhone: null,
  sessionTimeoutMinutes: 60,
  maxActiveSessions: 5,
  loginNotificationsEnabled: true,
  suspiciousActivityAlertsEnabled: true,
} as const;
