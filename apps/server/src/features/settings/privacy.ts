import { type PrivacySettings, privacySettingsSchema } from '@prosper/shared/schemas/privacy-settings';
import type { Db } from '../../db/client.ts';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { readSettings, updateSettings } from '../../lib/settings-row.ts';

const KEYS = Object.keys(privacySettingsSchema.shape) as (keyof PrivacySettings)[];

/** The member's privacy settings (who may message them is the messages area's). */
export const privacySettings = (db: Db, userId: string): Promise<PrivacySettings> => readSettings(db, userPrivacySettings, userId, KEYS);

export const updatePrivacySettings = (db: Db, userId: string, patch: Partial<PrivacySettings>): Promise<PrivacySettings> =>
  updateSettings(db, userPrivacySettings, userId, KEYS, patch);
