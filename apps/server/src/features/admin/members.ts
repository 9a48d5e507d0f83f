import { type SQL, sql } from 'drizzle-orm';
import type { AdminMemberRow, MemberStatus } from '@prosper/shared/schemas/admin';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage } from '../../lib/cursor.ts';
import { notSuspended, suspendedNow } from '../../lib/suspension-state.ts';

/** Rows a page of the admin's list holds: a table, denser than the directory's cards. */
const PAGE = 25;

export type MemberFilters = { q: string; role?: Role; status?: MemberStatus; country?: string };

/** The columns of a member's row in the admin's list and page, over `profiles p`. */
export const memberRowColumns = sql`
  p.id, p.first_name, p.last_name, p.email, p.role, p.country, p.created_at,
  case when p.closed_at is not null then 'closed' when ${suspendedNow('p')} then 'suspended' else 'active' end as status`;

export type MemberRowFields = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  country: string | null;
  created_at: Date | string;
  status: MemberStatus;
};

export const toMemberRow = (r: MemberRowFields): AdminMemberRow => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: r.role,
  country: r.country,
  joinedAt: new Date(r.created_at).toISOString(),
  status: r.status,
});

const STATUS: Record<MemberStatus, SQL> = {
  active: sql`p.closed_at is null and ${notSuspended('p')}`,
  suspended: sql`p.closed_at is null and ${suspendedNow('p')}`,
  closed: sql`p.closed_at is not null`,
};

/** `%what was typed%`, its own `%`, `_` and `\` taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every member (closed and suspended ones too; not the stand-ins of erased members), newest first
 * on profiles_created_idx, a page at a time: by a part of their name or email, their role, status
 * and country.
 */
export async function listAdminMembers(db: Db, { q, role, status, country }: MemberFilters, after: Cursor | null) {
  const typed = q.trim();
  const conditions: SQL[] = [sql`not p.anonymised`];
  if (typed) {
    const like = containing(typed);
    conditions.push(sql`(lower(p.first_name || ' ' || p.last_name) like ${like} or lower(p.email) like ${like})`);
  }
  if (role) conditions.push(sql`p.role = ${role}`);
  if (status) conditions.push(STATUS[status]);
  if (country) conditions.push(sql`p.country = ${country}`);
  if (after) conditions.push(sql`(p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})`);
  const rows = rowsOf<MemberRowFields & { cursor_at: string }>(
    await db.execute(sql`
      select ${memberRowColumns}, ${cursorAt(sql`p.created_at`)}
      from profiles p
      where ${sql.join(conditions, sql` and `)}
      order by p.created_at desc, p.id desc
      limit ${PAGE + 1}`),
  );
  return keysetPage(rows, toMemberRow, PAGE);
}
