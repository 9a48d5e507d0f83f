import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { suspendedNow } from '../../lib/suspension-state.ts';
import { recordAdminAction } from './audit-log.ts';

const t = en.admin.roles;

/** An admin makes an open, unsuspended member an admin; the audit log records it. */
export async function makeAdmin(db: Tx, { adminId, memberId }: { adminId: string; memberId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = rowsOf<{ role: Role; closed_at: string | null; suspended: boolean }>(
      await tx.execute(sql`
        select p.role, p.closed_at, ${suspendedNow('p')} as suspended from profiles p
        where p.id = ${memberId} and not p.anonymised for update`),
    );
    if (!member) throw new AppError(404, 'not_found', en.admin.notFound);
    if (member.closed_at) throw new AppError(409, 'account_closed', en.admin.suspension.closed);
    if (member.suspended) throw new AppError(409, 'member_suspended', t.suspended);
    if (member.role === 'admin') throw new AppError(409, 'already_admin', t.alreadyAdmin);
    await tx.execute(sql`update profiles set role = 'admin', updated_at = now() where id = ${memberId}`);
    await recordAdminAction(tx, { adminId, action: 'make_admin', targetType: 'member', targetId: memberId, memberId });
  });
}

/**
 * An admin removes an admin (themselves too), never the last one: every open admin's row is locked
 * in one order, as closing an account does (decision 031), so two removals at once cannot leave
 * none. The member goes back to mentor if they have a mentor profile, else to mentee.
 */
export async function removeAdmin(db: Tx, { adminId, memberId }: { adminId: string; memberId: string }): Promise<Role> {
  return db.transaction(async (tx) => {
    const admins = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from profiles where role = 'admin' and closed_at is null order by id for update`),
    );
    if (!admins.some((a) => a.id === memberId)) {
      const [exists] = rowsOf<{ id: string }>(await tx.execute(sql`select id from profiles where id = ${memberId} and not anonymised`));
      if (!exists) throw new AppError(404, 'not_found', en.admin.notFound);
      throw new AppError(409, 'not_admin', t.notAdmin);
    }
    if (admins.length === 1) throw new AppError(409, 'last_admin', t.lastAdmin);
    const [row] = rowsOf<{ role: Role }>(
      await tx.execute(sql`
        update profiles p set role = case when exists (select 1 from mentor_profiles m where m.id = p.id) then 'mentor'::role else 'mentee'::role end,
          updated_at = now()
        where p.id = ${memberId} returning p.role`),
    );
    await recordAdminAction(tx, { adminId, action: 'remove_admin', targetType: 'member', targetId: memberId, memberId });
    return row!.role;
  });
}
