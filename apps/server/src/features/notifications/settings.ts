import { type NotificationSettings, notificationSettingsSchema } from '@prosper/shared/schemas/notification-settings';
import type { Db } from '../../db/client.ts';
import { userNotificationSettings } from '../../db/schema/notifications.ts';
import { readSettings, readSettingsOf, updateSettings } from '../../lib/settings-row.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
const KEYS = Object.keys(notificationSettingsSchema.shape) as (keyof NotificationSettings)[];

/** A member's notification settings; every notification asks them. */
export const notificationSettings = async (db: Executor, userId: string): Promise<NotificationSettings> =>
  (await readSettings(db, userNotificationSettings, userId, KEYS)) as NotificationSettings;

/** Many members' notification settings, by member: a batch of notifications asks them at once. */
export const notificationSettingsOf = async (db: Executor, userIds: readonly string[]): Promise<Map<string, NotificationSettings>> =>
  (await readSettingsOf(db, userNotificationSettings, userIds, KEYS)) as Map<string, NotificationSettings>;

export const updateNotificationSettings = async (
  db: Executor,
  userId: string,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> => (await updateSettings(db, userNotificationSettings, userId, KEYS, patch)) as NotificationSettings;
