import { sql } from 'drizzle-orm';
import type { Page } from '@prosper/shared/schemas/member';
import type { MentorReview } from '@prosper/shared/schemas/session';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';

type ReviewRow = {
  id: string;
  cursor_at: string;
  rating: number;
  comment: string;
  reply: string | null;
  created_at: string | Date;
  replied_at: string | Date | null;
} & MemberRow<'mentee'>;

/**
 * A mentor's reviews, newest first, unless they chose not to show them (privacy: show_reviews); the
 * mentor always sees their own. Visitors see them too: the reviewer's name and photo, the stars, the
 * words and the public reply, nothing else of the reviewer.
 */
export async function mentorReviews(
  db: Db,
  { mentorId, viewerId, after }: { mentorId: string; viewerId: string | null; after: Cursor | null },
): Promise<Page<MentorReview>> {
  const rows = rowsOf<ReviewRow>(
    await db.execute(sql`
      select r.session_id as id, ${cursorAt(sql`r.created_at`)}, r.rating, r.comment, r.reply, r.created_at, r.replied_at,
        ${memberColumns('p', 'mentee')}
      from session_reviews r join profiles p on p.id = r.mentee_id
      where r.mentor_id = ${mentorId}
        and (${mentorId} = ${viewerId ?? ''} or coalesce((select show_reviews from user_privacy_settings where user_id = ${mentorId}), true))
        ${after ? sql`and (r.created_at, r.session_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by r.created_at desc, r.session_id desc
      limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, (r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    createdAt: new Date(r.created_at).toISOString(),
    repliedAt: r.replied_at === null ? null : new Date(r.replied_at).toISOString(),
    mentee: toMemberSummary(r, 'mentee'),
  }));
}
