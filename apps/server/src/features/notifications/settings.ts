import { eq, sql } from 'drizzle-orm';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import type { Db } from '../../db/client.ts';
import { userNotificationSettings } from '../../db/schema/notifications.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** A member's notification settings; the §9 defaults are written on first read (SPEC §4). */
export async function notificationSettings(db: Executor, userId: string): Promise<NotificationSettings> {
  // Read first: every notification asks, and after the first time the row is there.
  const read = () => db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, userId));
  let [row] = await read();
  if (!row) {
    // Another request may make it at the same moment: then read theirs.
    [row] = await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing().returning();
    row ??= (await read())[0];
  }
  const { userId: _user, updatedAt: _updated, ...settings } = row!;
  return settings as NotificationSettings;
}

export async function updateNotificationSettings(db: Executor, userId: string, patch: Partial<NotificationSettings>) {
  await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing();
  await db
    .update(userNotificationSettings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(userNotificationSettings.userId, userId));
  return notificationSettings(db, userId);
}
