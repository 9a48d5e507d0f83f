import { eq, sql } from 'drizzle-orm';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import type { Db } from '../../db/client.ts';
import { userNotificationSettings } from '../../db/schema/notifications.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** A member's notification settings; the §9 defaults are written on first read (SPEC §4). */
export async function notificationSettings(db: Executor, userId: string): Promise<NotificationSettings> {
  await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, userId));
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
