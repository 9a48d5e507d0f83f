import { eq, sql } from 'drizzle-orm';
import type { SecuritySettings, SecuritySettingsInput } from '@prosper/shared/schemas/security';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userSecuritySettings } from '../../db/schema/security-settings.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
type Row = typeof userSecuritySettings.$inferSelect;

/** The stored row, made with the §9 defaults on first read (SPEC §4). */
export async function securityRow(db: Executor, userId: string): Promise<Row> {
  const read = () => db.select().from(userSecuritySettings).where(eq(userSecuritySettings.userId, userId));
  let [row] = await read();
  if (!row) {
    // Another request may make it at the same moment: then read theirs.
    [row] = await db.insert(userSecuritySettings).values({ userId }).onConflictDoNothing().returning();
    row ??= (await read())[0];
  }
  return row!;
}

/** A member's security settings; whether 2FA is on is read where better-auth keeps it. */
export async function securitySettings(db: Executor, userId: string): Promise<SecuritySettings> {
  const row = await securityRow(db, userId);
  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return {
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    twoFactorMethod: 'totp',
    backupEmail: row.backupEmail,
    backupPhone: row.backupPhone,
    sessionTimeoutMinutes: row.sessionTimeoutMinutes,
    maxActiveSessions: row.maxActiveSessions,
    loginNotificationsEnabled: row.loginNotificationsEnabled,
    suspiciousActivityAlertsEnabled: row.suspiciousActivityAlertsEnabled,
  };
}

export async function updateSecuritySettings(db: Executor, userId: string, input: SecuritySettingsInput) {
  await db.insert(userSecuritySettings).values({ userId }).onConflictDoNothing();
  await db
    .update(userSecuritySettings)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(userSecuritySettings.userId, userId));
  return securitySettings(db, userId);
}
