import { z } from 'zod';
import { DATE_FORMATS, THEMES, TIME_FORMATS } from '../constants/account-settings.ts';
import { CURRENCY_CODES, type Currency } from '../constants/currencies.ts';
import { ROLES } from '../constants/sign-up-options.ts';
import { memberId } from './ids.ts';

/** The account of a signed-in member, as /api/me and the sign-in answer name it. */
export const accountSchema = z.object({ id: memberId, email: z.string(), emailVerified: z.boolean() });

/** GET /api/me: who is signed in, with the profile the app shows and their display choices; null for a visitor. */
export const viewerSchema = z
  .object({
    user: accountSchema,
    profile: z
      .object({
        id: memberId,
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        role: z.enum(ROLES),
        avatarUrl: z.string().nullable(),
      })
      .nullable()
      .describe('Null until the member has a profile'),
    currency: z
      .enum(CURRENCY_CODES as [Currency, ...Currency[]])
      .describe("The member's display currency (SPEC §9), USD until they choose another"),
    timeFormat: z.enum(TIME_FORMATS).describe('12 or 24 hour clock for every time shown'),
    dateFormat: z.enum(DATE_FORMATS).describe('How every date is written'),
    theme: z.enum(THEMES),
    thirdPartySharing: z
      .boolean()
      .describe("Whether the member lets their browser send what names them to outside services (a calendar link's title)"),
    analyticsOptOut: z.boolean().describe('Whether the member asked that their browser send no field reports (decision 041)'),
  })
  .meta({ id: 'Viewer' });
export type Viewer = z.infer<typeof viewerSchema>;
export type ViewerProfile = NonNullable<Viewer['profile']>;
