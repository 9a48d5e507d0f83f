import { sql } from 'drizzle-orm';
import { REPORT_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';

/**
 * A report for the admins; a message named must be one the reporter could see, from the reported
 * member. A member's reports an hour are limited, so nobody can flood the admins' queue.
 */
export async function report(
  db: Db,
  { viewerId, ...input }: { viewerId: string; memberId: string; messageId?: string | null; reason: string },
) {
  await consumeRateLimit(db, `reports:${viewerId}`, REPORT_LIMIT, en.errors.tooManyReports);
  if (!rowsOf(await db.execute(sql`select 1 from profiles where id = ${input.memberId}`)).length)
    throw new AppError(404, 'not_found', en.errors.memberNotFound);
  if (input.messageId) {
    const ok = rowsOf(
      await db.execute(
        sql`select 1 from messages where id = ${input.messageId} and sender_id = ${input.memberId} and recipient_id = ${viewerId}`,
      ),
    );
    if (!ok.length) throw new AppError(404, 'not_found', en.errors.notFound);
  }
  await db.execute(
    sql`insert into reports (reporter_id, member_id, message_id, reason) values (${viewerId}, ${input.memberId}, ${input.messageId ?? null}, ${input.reason})`,
  );
}
