import { sql } from 'drizzle-orm';
import type { AdminAction, AdminTarget } from '@prosper/shared/constants/admin-actions';
import type { Tx } from '../../db/client.ts';

export type AdminActionRecord = {
  adminId: string;
  action: AdminAction;
  targetType: AdminTarget;
  targetId: string;
  /** The member the action concerns, if any: the one suspended, the author of what was removed. */
  memberId?: string | null;
  reason?: string | null;
};

/** Records an admin action in the audit log; called inside the action's own transaction, so neither is kept without the other. */
export async function recordAdminAction(db: Tx, a: AdminActionRecord) {
  await db.execute(sql`
    insert into admin_actions (admin_id, action, target_type, target_id, member_id, reason)
    values (${a.adminId}, ${a.action}, ${a.targetType}, ${a.targetId}, ${a.memberId ?? null}, ${a.reason ?? null})`);
}
