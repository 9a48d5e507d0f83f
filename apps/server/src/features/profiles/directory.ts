import { sql } from 'drizzle-orm';
import type { MemberListItem } from '@prosper/shared/schemas/member';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

/** Members whose first or last name starts with what was typed, newest first, a page at a time. */
export async function listMembers(db: Db, { q, after }: { q: string; after: Cursor | null }) {
  const prefix = `${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<MemberRow<'member'> & { id: string; cursor_at: string; country: string | null; title: string | null }>(
    await db.execute(sql`
    select p.id, ${memberColumns('p', 'member')}, p.country, m.title, ${cursorAt(sql`p.created_at`)}
    from profiles p left join mentor_profiles m on m.id = p.id
    where p.closed_at is null and ${notSuspended('p')}
      ${q.trim() ? sql`and (lower(p.first_name) like ${prefix} or lower(p.last_name) like ${prefix} or lower(p.first_name || ' ' || p.last_name) like ${prefix})` : sql``}
      ${after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
    order by p.created_at desc, p.id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, (r): MemberListItem => ({ ...toMemberSummary(r, 'member'), country: r.country, title: r.title }));
}
