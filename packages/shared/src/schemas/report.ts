import { z } from 'zod';
import {
  REMOVABLE_CONTENT_TYPES,
  REPORT_CONTENT_TYPES,
  REPORT_DETAILS_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from '../constants/reports.ts';
import * as en from '../i18n/en/index.ts';
import { suspendSchema } from './admin.ts';
import { memberId, rowId } from './ids.ts';
import { memberSummarySchema } from './member.ts';
import { memberText } from './text.ts';

const contentType = z.enum(REPORT_CONTENT_TYPES);
export const reportReason = z.enum(REPORT_REASONS, { error: en.reports.reasonRequired });

/**
 * A request about one reported thing, with `fields` of its own: a profile is named by its member's
 * id, anything else by its row's UUID. A member id's pattern takes a UUID too, so the UUID is
 * checked for the rest: a malformed id is a 400, never a database error.
 */
const idFitsType = (value: unknown) => {
  const c = value as { contentType: string; contentId: string };
  return c.contentType === 'profile' || rowId.safeParse(c.contentId).success;
};
const aboutContent = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object({ contentType, contentId: memberId, ...fields }).refine(idFitsType, {
    message: en.validation.invalidId,
    path: ['contentId'],
  });

/** What a member sends: the thing, one reason from the list, and what they want to add. */
export const reportSchema = aboutContent({
  reason: reportReason,
  details: memberText().trim().max(REPORT_DETAILS_MAX, en.validation.tooLong).optional(),
});
export type ReportInput = z.input<typeof reportSchema>;

/** What a report answers: the thanks, the same for a repeated report. */
export const reportedSchema = z.object({ message: z.string() });

/** The reports of one thing, dismissed. */
export const dismissReportsSchema = aboutContent({});

/** The reports of one thing, closed by removing it; the reason is told to its author. */
export const removeContentSchema = z.object({
  contentType: z.enum(REMOVABLE_CONTENT_TYPES),
  contentId: rowId,
  reason: reportReason,
  note: memberText().trim().max(REPORT_NOTE_MAX, en.validation.tooLong).optional(),
});
export type RemoveContentInput = z.input<typeof removeContentSchema>;

/** The reports of one thing, closed by suspending its author, as the admin area suspends (why, until when or open-ended). */
export const suspendAuthorSchema = aboutContent({ reason: suspendSchema.shape.reason, until: suspendSchema.shape.until });
export type SuspendAuthorInput = z.input<typeof suspendAuthorSchema>;

/** What an admin's action on a queue item answers. */
export const reportsResolvedSchema = z.object({ message: z.string(), resolved: z.number().int() });

/**
 * The reported thing as the queue shows it in place, null once its author deleted it: an article's
 * title and excerpt, a comment with its article, a message with whom it was sent to, a profile's
 * name (as `title`) and bio (as `text`), a question's title and body, an answer with its question
 * (`questionId`, its title as `articleTitle`).
 */
export const reportedContentSchema = z
  .object({
    title: z.string().nullable(),
    text: z.string().nullable(),
    createdAt: z.iso.datetime().nullable(),
    articleId: z.uuid().nullable(),
    articleTitle: z.string().nullable(),
    questionId: z.uuid().nullable(),
    recipient: memberSummarySchema.nullable(),
  })
  .meta({ id: 'ReportedContent' });

/** One item of the queue: every open report of one thing, counted, with their reasons. */
export const reportGroupSchema = z
  .object({
    contentType,
    contentId: z.string(),
    count: z.number().int(),
    reasons: z.array(z.object({ reason: reportReason, count: z.number().int() })),
    details: z.array(z.string()).describe('What reporters wrote, newest first, at most five'),
    firstReportedAt: z.iso.datetime(),
    lastReportedAt: z.iso.datetime(),
    author: memberSummarySchema,
    content: reportedContentSchema.nullable(),
  })
  .meta({ id: 'ReportGroup' });
export type ReportGroup = z.infer<typeof reportGroupSchema>;
