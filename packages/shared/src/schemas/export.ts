import { z } from 'zod';

/**
 * The sections of a member's data export (SPEC §7 Export, and beyond it everything the member owns
 * or wrote; decision 030), in the file's order. The server has one source for each name, so a
 * section cannot be listed here and forgotten there, or the reverse.
 */
export const EXPORT_SETTINGS = ['privacy_settings', 'notification_settings', 'account_settings', 'security_settings'] as const;
/** One record each, or null when the member has none (a mentee has no mentor details). */
export const EXPORT_RECORDS = [
  'mentor_details',
  'mentee_details',
  'availability',
  'payment_methods',
  'article_draft',
  'newsletter_subscription',
] as const;
/** Lists, oldest first. */
export const EXPORT_LISTS = [
  'articles',
  'comments',
  'likes',
  'saved_articles',
  'stories',
  'story_comments',
  'story_likes',
  'questions',
  'answers',
  'answer_votes',
  'following',
  'followers',
  'messages_sent',
  'messages_received',
  'media',
  'blocked_members',
  'connections',
  'connection_requests',
  'communities',
  'reports',
  'sessions',
  'reviews',
  'payments',
  'goals',
  'goal_comments',
  'notifications',
  'mentor_notifications',
  'profile_views',
  'sign_ins',
  'programs_organised',
  'program_applications',
  'program_announcements',
] as const;

export type ExportSetting = (typeof EXPORT_SETTINGS)[number];
export type ExportRecord = (typeof EXPORT_RECORDS)[number];
export type ExportList = (typeof EXPORT_LISTS)[number];

/** A row as the database names its columns (SPEC §3's field names). */
const row = z.record(z.string(), z.unknown());
const sections = <Name extends string, Schema extends z.ZodType>(names: readonly Name[], schema: Schema) =>
  Object.fromEntries(names.map((name) => [name, schema])) as Record<Name, Schema>;

/** The file `prosper_mentor_data_{userid}_{date}.json` (SPEC §9). */
export const dataExportSchema = z
  .object({
    profile: row,
    ...sections(EXPORT_SETTINGS, row),
    export_date: z.iso.datetime(),
    ...sections(EXPORT_RECORDS, row.nullable()),
    ...sections(EXPORT_LISTS, z.array(row)),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;
