import { eq } from 'drizzle-orm';
import type { SecuritySettings, SecuritySettingsInput } from '@prosper/shared/schemas/security';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userSecuritySettings } from '../../db/schema/security-settings.ts';
import { readSettings, updateSettings } from '../../lib/settings-row.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

const KEYS = [
  'backupEmail',
  'backupPhone',
  'sessionTimeoutMinutes',
  'maxActiveSessions',
  'loginNotificationsEnabled',
  'suspiciousActivityAlertsEnabled',
] as const;

/** A member's security settings, the row made with the §9 defaults on first read; whether 2FA is on is read where better-auth keeps it. */
export async function securitySettings(db: Executor, userId: string): Promise<SecuritySettings> {
  return withTwoFactor(db, userId, await readSettings(db, userSecuritySettings, userId, KEYS));
}

export async function updateSecuritySettings(db: Executor, userId: string, input: SecuritySettingsInput): Promise<SecuritySettings> {
  return withTwoFactor(db, userId, await updateSettings(db, userSecuritySettings, userId, KEYS, input));
}

async function withTwoFactor(db: Executor, userId: string, row: Omit<SecuritySettings, 'twoFactorEnabled' | 'twoFactorMethod'>) {
  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return { twoFactorEnabled: user?.twoFactorEnabled ?? false, twoFactorMethod: 'totp' as const, ...row };
}
