import { type MessageSettings, messageSettingsSchema } from '@prosper/shared/schemas/message';
import type { Db } from '../../db/client.ts';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { readSettings, updateSettings } from '../../lib/settings-row.ts';

const KEYS = Object.keys(messageSettingsSchema.shape) as (keyof MessageSettings)[];

/** Who may start a conversation with the member, and read receipts: kept with the privacy settings. */
export const messageSettings = async (db: Db, { userId }: { userId: string }): Promise<MessageSettings> =>
  (await readSettings(db, userPrivacySettings, userId, KEYS)) as MessageSettings;

export const updateMessageSettings = async (db: Db, { userId, ...patch }: { userId: string } & Partial<MessageSettings>) =>
  (await updateSettings(db, userPrivacySettings, userId, KEYS, patch)) as MessageSettings;
