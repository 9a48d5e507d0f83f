import { sql } from 'drizzle-orm';
import type { ConnectionItem, ConnectionRequestItem, RequestBox } from '@prosper/shared/schemas/network';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

/** A LIKE pattern for a name holding `q` anywhere, its own % and _ taken as themselves. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * A page of the viewer's connections, newest first, found by name when `q` is given; the
 * connections_member_created_idx index walks it in order.
 */
export async function listConnections(db: Db, { viewerId, q, after }: { viewerId: string; q?: string; after: Cursor | null }) {
  const rows = rowsOf<MemberRow<'member'> & { id: string; created_at: string | Date; cursor_at: string }>(
    await db.execute(sql`
    select p.id, ${memberColumns('p', 'member')}, c.created_at, ${cursorAt(sql`c.created_at`)}
    from connections c join profiles p on p.id = c.other_id
    where c.member_id = ${viewerId} and p.closed_at is null and ${notSuspended('p')}
      ${q ? sql`and (p.first_name || ' ' || p.last_name) ilike ${containing(q)}` : sql``}
      ${after ? sql`and (c.created_at, c.other_id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
    order by c.created_at desc, c.other_id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, (r): ConnectionItem => ({ ...toMemberSummary(r, 'member'), connectedAt: iso(r.created_at) }));
}

/** A page of the viewer's pending requests, received or sent, newest first. */
export async function listRequests(db: Db, { viewerId, box, after }: { viewerId: string; box: RequestBox; after: Cursor | null }) {
  const [mine, theirs] = box === 'received' ? [sql`r.recipient_id`, sql`r.requester_id`] : [sql`r.requester_id`, sql`r.recipient_id`];
  const rows = rowsOf<MemberRow<'member'> & { id: string; note: string | null; created_at: string | Date; cursor_at: string }>(
    await db.execute(sql`
    select r.id, r.note, r.created_at, ${memberColumns('p', 'member')}, ${cursorAt(sql`r.created_at`)}
    from connection_requests r join profiles p on p.id = ${theirs}
    where ${mine} = ${viewerId} and r.status = 'pending' and p.closed_at is null and ${notSuspended('p')}
      ${after ? sql`and (r.created_at, r.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by r.created_at desc, r.id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(
    rows,
    (r): ConnectionRequestItem => ({ id: r.id, member: toMemberSummary(r, 'member'), note: r.note, createdAt: iso(r.created_at) }),
  );
}
