import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_CONTENT_TYPES, REPORT_REASONS, REPORT_RESOLUTIONS } from '@prosper/shared/constants/reports';
import { profiles } from './profiles.ts';

export const reportContentType = pgEnum('report_content_type', REPORT_CONTENT_TYPES);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportResolution = pgEnum('report_resolution', REPORT_RESOLUTIONS);

/**
 * A member's report of an article, a comment, a profile or a message (decision 034). The content is
 * named by type and id without a foreign key, as it may be deleted while its reports are kept; the
 * member responsible (`author_id`) is written when the report is made. An admin resolves every open
 * report of one thing at once, with who, when and how.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    contentType: reportContentType('content_type').notNull(),
    contentId: text('content_id').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => profiles.id),
    resolution: reportResolution('resolution'),
  },
  (t) => [
    // A repeated report of the same thing by the same member, while it is open, is the same report.
    uniqueIndex('reports_open_once_idx').on(t.reporterId, t.contentType, t.contentId).where(sql`${t.resolvedAt} is null`),
    // The queue: open reports oldest first, a page at a time.
    index('reports_open_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    // The open reports of one thing: a queue item's count and reasons, and its first report.
    index('reports_open_content_idx').on(t.contentType, t.contentId, t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    // The reports a member made, oldest first, for their data export.
    index('reports_reporter_idx').on(t.reporterId, t.createdAt, t.id),
    // The reports about a member, for their erasure.
    index('reports_author_idx').on(t.authorId),
    check('reports_details_length', sql`char_length(${t.details}) <= 1000`),
    check('reports_resolved_whole', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);
