import { sql } from 'drizzle-orm';
import { REPORT_LIMIT } from '@prosper/shared/constants/limits';
import type { ReportContentType, ReportReason } from '@prosper/shared/constants/reports';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { reportedAuthor } from './content.ts';

export type ReportRequest = {
  reporterId: string;
  contentType: ReportContentType;
  contentId: string;
  reason: ReportReason;
  details?: string;
};

/**
 * A member reports something to the admins: only what they can see, never their own. Reporting the
 * same thing again while the first report is open changes nothing (the first one stands, reason and
 * all) and costs nothing; any other attempt counts against the member's reports an hour, refused
 * ones too, so nobody floods the queue or probes for what exists.
 */
export async function reportContent(db: Db, { reporterId, contentType, contentId, reason, details }: ReportRequest) {
  const open = rowsOf(
    await db.execute(sql`
      select 1 from reports
      where reporter_id = ${reporterId} and content_type = ${contentType} and content_id = ${contentId} and resolved_at is null`),
  );
  if (open.length > 0) return;
  await consumeRateLimit(db, `reports:${reporterId}`, REPORT_LIMIT, en.errors.tooManyReports);
  const authorId = await reportedAuthor(db, { contentType, contentId, reporterId });
  await db.execute(sql`
    insert into reports (reporter_id, content_type, content_id, author_id, reason, details)
    values (${reporterId}, ${contentType}, ${contentId}, ${authorId}, ${reason}, ${details || null})
    on conflict (reporter_id, content_type, content_id) where resolved_at is null do nothing`);
}
