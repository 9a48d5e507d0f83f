import { eq } from 'drizzle-orm';
import { type AccountSettings, type AccountSettingsPatch, accountSettingsSchema } from '@prosper/shared/schemas/account-settings';
import type { Db } from '../../db/client.ts';
import { userAccountSettings } from '../../db/schema/account-settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { readSettings, updateSettings } from '../../lib/settings-row.ts';

/** The settings row's part; the time zone lives on the profile (decision 048), one concept in one place. */
const KEYS = Object.keys(accountSettingsSchema.shape).filter((k) => k !== 'timezone') as Exclude<keyof AccountSettings, 'timezone'>[];

const timezoneOf = async (db: Db, userId: string) =>
  (await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId)))[0]?.timezone ?? null;

/** The member's display choices, time zone and connections; the viewer (GET /api/me) carries the display choices to every page. */
export const accountSettings = async (db: Db, userId: string): Promise<AccountSettings> =>
  ({
    ...(await readSettings(db, userAccountSettings, userId, KEYS)),
    timezone: await timezoneOf(db, userId),
  }) as AccountSettings;

export async function updateAccountSettings(db: Db, userId: string, patch: AccountSettingsPatch): Promise<AccountSettings> {
  const { timezone, ...display } = patch;
  if (timezone !== undefined) await db.update(profiles).set({ timezone, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return {
    ...(await updateSettings(db, userAccountSettings, userId, KEYS, display)),
    timezone: await timezoneOf(db, userId),
  } as AccountSettings;
}
