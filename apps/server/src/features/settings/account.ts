import { eq, getTableColumns } from 'drizzle-orm';
import { type AccountSettings, type AccountSettingsPatch, accountSettingsSchema } from '@prosper/shared/schemas/account-settings';
import type { Db } from '../../db/client.ts';
import { userAccountSettings } from '../../db/schema/account-settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { updateSettings } from '../../lib/settings-row.ts';

/** The settings row's part; the time zone lives on the profile (decision 048), one concept in one place. */
const KEYS = Object.keys(accountSettingsSchema.shape).filter((k) => k !== 'timezone') as Exclude<keyof AccountSettings, 'timezone'>[];

const timezoneOf = async (db: Db, userId: string) =>
  (await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId)))[0]?.timezone ?? null;

/**
 * The §9 defaults until the member saves a display choice. Reading makes no row: a stored row is a
 * choice (a mentor's stored currency is the one they are paid in, else their country's), and the
 * browser's time zone, kept at every sign-in, must not turn the defaults into one.
 */
async function displaySettings(db: Db, userId: string) {
  const [row] = await db.select().from(userAccountSettings).where(eq(userAccountSettings.userId, userId));
  if (row) return Object.fromEntries(KEYS.map((key) => [key, row[key]]));
  const defaults = getTableColumns(userAccountSettings);
  return Object.fromEntries(KEYS.map((key) => [key, defaults[key].default]));
}

/** The member's display choices, time zone and connections; the viewer (GET /api/me) carries the display choices to every page. */
export const accountSettings = async (db: Db, userId: string): Promise<AccountSettings> =>
  ({
    ...(await displaySettings(db, userId)),
    timezone: await timezoneOf(db, userId),
  }) as AccountSettings;

export async function updateAccountSettings(db: Db, userId: string, patch: AccountSettingsPatch): Promise<AccountSettings> {
  const { timezone, ...display } = patch;
  if (timezone !== undefined) await db.update(profiles).set({ timezone, updatedAt: new Date() }).where(eq(profiles.id, userId));
  if (Object.keys(display).length > 0) await updateSettings(db, userAccountSettings, userId, KEYS, display);
  return accountSettings(db, userId);
}
