import { sql } from 'drizzle-orm';
import type { Page } from '@prosper/shared/schemas/member';
import type { MentorReview } from '@prosper/shared/schemas/session';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';

type ReviewRow = {
  id: string;
  cursor_at: string;
  rating: number;
  comment: string;
  reply: string | null;
  created_at: string | Date;
  replied_at: string | Date | null;
  mentee_id: string;
  first_name: string;
  last_name: string;
  role: Role;
  avatar_url: string | null;
};

/** A mentor's reviews, newest first, unless they chose not to show them (privacy: show_reviews). */
export async function mentorReviews(db: Db, mentorId: string, viewerId: string, after: Cursor | null): Promise<Page<MentorReview>> {
  const rows = rowsOf<ReviewRow>(
    await db.execute(sql`
      select r.session_id as id, ${cursorAt(sql`r.created_at`)}, r.rating, r.comment, r.reply, r.created_at, r.replied_at,
        p.id as mentee_id, p.first_name, p.last_name, p.role, p.avatar_url
      from session_reviews r join profiles p on p.id = r.mentee_id
      where r.mentor_id = ${mentorId}
        and (${mentorId} = ${viewerId} or coalesce((select show_reviews from user_privacy_settings where user_id = ${mentorId}), true))
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
    mentee: { id: r.mentee_id, firstName: r.first_name, lastName: r.last_name, role: r.role, avatarUrl: r.avatar_url },
  }));
}
