import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_SECURITY_SETTINGS } from '@prosper/shared/constants/security';
import { users } from './auth.ts';
import { profiles } from './profiles.ts';

/**
 * SPEC §3 user_security_settings with the §9 defaults (2FA off, 60 minutes, 5 sign-ins, alerts on).
 * Whether 2FA is on lives on users.two_factor_enabled, where better-auth's plugin reads it.
 */
export const userSecuritySettings = pgTable('user_security_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** The one method there is: an authenticator app (TOTP). */
  twoFactorMethod: text('two_factor_method').notNull().default('totp'),
  backupEmail: text('backup_email'),
  backupPhone: text('backup_phone'),
  sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(DEFAULT_SECURITY_SETTINGS.sessionTimeoutMinutes),
  maxActiveSessions: integer('max_active_sessions').notNull().default(DEFAULT_SECURITY_SETTINGS.maxActiveSessions),
  loginNotificationsEnabled: boolean('login_notifications_enabled').notNull().default(true),
  suspiciousActivityAlertsEnabled: boolean('suspicious_activity_alerts_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The devices (browser + system, from the user agent) a member has signed in from: a new one gets a mail. */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);
