import { type SQL, sql } from 'drizzle-orm';
import type { AdminAction, AdminTarget } from '@prosper/shared/constants/admin-actions';
import type { AuditEntry } from '@prosper/shared/schemas/admin';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';

type Row = {
  id: string;
  action: AdminAction;
  target_type: AdminTarget;
  target_id: string;
  admin_id: string;
  admin_name: string;
  member_id: string | null;
  member_name: string | null;
  reason: string | null;
  created_at: Date | string;
  cursor_at: string;
};

/** Audit rows with the names of the admin and the member, in one statement, newest first. */
function auditRows(db: Tx, where: SQL, limit: number) {
  return db.execute(sql`
    select x.id, x.action, x.target_type, x.target_id, x.admin_id, x.member_id, x.reason, x.created_at, ${cursorAt(sql`x.created_at`)},
      a.first_name || ' ' || a.last_name as admin_name,
      m.first_name || ' ' || m.last_name as member_name
    from admin_actions x
    join profiles a on a.id = x.admin_id
    left join profiles m on m.id = x.member_id
    where ${where}
    order by x.created_at desc, x.id desc
    limit ${limit}`);
}

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  admin: { id: r.admin_id, name: r.admin_name },
  member: r.member_id ? { id: r.member_id, name: r.member_name ?? '' } : null,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The audit log, newest first on admin_actions_created_idx, a page at a time. */
export async function listAuditLog(db: Db, after: Cursor | null) {
  const where = after ? sql`(x.created_at, x.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql`true`;
  return keysetPage(rowsOf<Row>(await auditRows(db, where, PAGE_SIZE + 1)), toEntry);
}

/** The latest actions on one member (admin_actions_member_idx), for their page. */
export async function actionsOnMember(db: Tx, memberId: string, limit: number): Promise<AuditEntry[]> {
  return rowsOf<Row>(await auditRows(db, sql`x.member_id = ${memberId}`, limit)).map(toEntry);
}
