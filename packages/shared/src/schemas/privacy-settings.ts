import { z } from 'zod';

/** A member's privacy settings (SPEC §3 user_privacy_settings, the Settings screen's part; who may message is in messages). */
export const privacySettingsSchema = z
  .object({
    profileViewTrackingEnabled: z.boolean().describe('Mentors are told who viewed their profile'),
    showContactInfo: z.boolean().describe('Email and phone shown on the profile to other members'),
    showSessionHistory: z.boolean().describe('Past sessions and their count shown to others'),
    showReviews: z.boolean().describe("A mentor's reviews shown on their pages"),
    allowSearchEngineIndexing: z.boolean().describe('Public pages indexed and listed in sitemap.xml'),
    dataExportEnabled: z.boolean().describe('The member may download an export of their data'),
    thirdPartySharingEnabled: z.boolean().describe("The member's name may go to outside services (calendar links)"),
    analyticsOptOut: z.boolean().describe("No performance or usage reports are sent from the member's browser"),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** A change to some privacy settings; an unknown key is refused rather than silently dropped. */
export const privacySettingsPatchSchema = privacySettingsSchema.partial().strict();
export type PrivacySettingsPatch = z.infer<typeof privacySettingsPatchSchema>;
