import { type AccountSettings, type AccountSettingsPatch, accountSettingsSchema } from '@prosper/shared/schemas/account-settings';
import type { Db } from '../../db/client.ts';
import { userAccountSettings } from '../../db/schema/account-settings.ts';
import { readSettings, updateSettings } from '../../lib/settings-row.ts';

const KEYS = Object.keys(accountSettingsSchema.shape) as (keyof AccountSettings)[];

/** The member's display choices and connections; the viewer (GET /api/me) carries the display choices to every page. */
export const accountSettings = async (db: Db, userId: string): Promise<AccountSettings> =>
  (await readSettings(db, userAccountSettings, userId, KEYS)) as AccountSettings;

export const updateAccountSettings = async (db: Db, userId: string, patch: AccountSettingsPatch): Promise<AccountSettings> =>
  (await updateSettings(db, userAccountSettings, userId, KEYS, patch)) as AccountSettings;
