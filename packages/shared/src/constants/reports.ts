/** What a member can report to the admins (issue 16): one name each in the web, the API and the table. */
export const REPORT_CONTENT_TYPES = ['article', 'comment', 'profile', 'message', 'story', 'question', 'answer'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** What can be removed: a profile cannot, its member is suspended instead. */
export const REMOVABLE_CONTENT_TYPES = [
  'article',
  'comment',
  'message',
  'story',
  'question',
  'answer',
] as const satisfies readonly ReportContentType[];
export type RemovableContentType = (typeof REMOVABLE_CONTENT_TYPES)[number];

/**
 * The one list of reasons every report dialog offers and the server accepts; the admin removing
 * content names one of them to its author. Labels in en.reports.reasons.
 */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'inappropriate', 'misinformation', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an admin closed the reports of one thing: nothing wrong, the content removed, its author suspended. */
export const REPORT_RESOLUTIONS = ['dismissed', 'removed', 'suspended'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** What a member may write beside the reason. */
export const REPORT_DETAILS_MAX = 1000;
/** What an admin may add to the reason when removing content or suspending. */
export const REPORT_NOTE_MAX = 500;
