import { z } from 'zod';
import { DATE_FORMATS, LANGUAGE_CODES, THEMES, TIME_FORMATS } from '../constants/account-settings.ts';
import { CURRENCY_CODES, type Currency } from '../constants/currencies.ts';
import * as en from '../i18n/en/index.ts';
import { isTimeZone } from './profile.ts';

const choose = en.validation.chooseFromList;

/** The display choices a member makes (SPEC §3 user_account_settings), applied to every page. */
export const displaySettingsSchema = z.object({
  language: z.enum(LANGUAGE_CODES, choose),
  currency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]], choose).describe('Every price is shown in it (SPEC §9 rates)'),
  timeFormat: z.enum(TIME_FORMATS, choose).describe('12 or 24 hour clock'),
  dateFormat: z.enum(DATE_FORMATS, choose),
  theme: z.enum(THEMES, choose).describe('light, dark, or as the device is set'),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/**
 * The member's own time zone (decision 048), an IANA name: their digests and quiet hours keep its
 * clock. Stored on the profile; the browser gives it at sign-in until the member sets one.
 */
export const memberTimeZoneSchema = z
  .string()
  .min(1, en.validation.invalidTimeZone)
  .max(60, en.validation.invalidTimeZone)
  .refine(isTimeZone, en.validation.invalidTimeZone)
  .describe('IANA time zone, such as Africa/Lagos');

/** A member's account settings: the display choices, their time zone, and which outside services are connected (none can be yet). */
export const accountSettingsSchema = displaySettingsSchema
  .extend({
    timezone: memberTimeZoneSchema.nullable().describe('IANA time zone; null until the browser or the member gives one'),
    linkedinConnected: z.boolean(),
    googleCalendarConnected: z.boolean(),
    outlookConnected: z.boolean(),
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** A change to some display choices or the time zone; connections are not set by hand, and an unknown key is refused. */
export const accountSettingsPatchSchema = displaySettingsSchema.extend({ timezone: memberTimeZoneSchema }).partial().strict();
export type AccountSettingsPatch = z.infer<typeof accountSettingsPatchSchema>;
