import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import type { Suspension } from '@prosper/shared/schemas/admin';
import { rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { suspendedNow } from '../../lib/suspension-state.ts';
import { publish } from '../../realtime/outbox.ts';
import { recordAdminAction } from './audit-log.ts';

const t = en.admin.suspension;

type Target = { role: string; closed_at: string | null; suspended: boolean };

/** The member's row, locked for the change: a missing or erased member is a 404, a closed one a 409. */
async function lockedMember(tx: Tx, memberId: string): Promise<Target> {
  const [row] = rowsOf<Target>(
    await tx.execute(sql`
      select p.role, p.closed_at, ${suspendedNow('p')} as suspended
      from profiles p where p.id = ${memberId} and not p.anonymised for update`),
  );
  if (!row) throw new AppError(404, 'not_found', en.admin.notFound);
  if (row.closed_at) throw new AppError(409, 'account_closed', t.closed);
  return row;
}

/**
 * An admin suspends a member (decision 033): until `until`, or until an admin lifts it when null.
 * In one transaction the suspension is stored, every sign-in of the member ends, an `account`
 * `signed_out` event goes to every instance (each closes the member's sockets as it delivers it, so
 * open tabs are pushed out at once) and the audit log records it. An admin is never suspended,
 * themselves included: another admin removes them as admin first. Suspending a suspended member
 * replaces the reason and the end. Pass a transaction to make it part of a larger change (a report
 * resolved by suspending its author).
 */
export async function suspendMember(
  db: Tx,
  { adminId, memberId, reason, until }: { adminId: string; memberId: string; reason: string; until: Date | null },
): Promise<Suspension> {
  if (until && until.getTime() <= Date.now()) throw new AppError(400, 'invalid_input', t.untilPast, { until: t.untilPast });
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    if (memberId === adminId || member.role === 'admin') throw new AppError(409, 'admin_not_suspendable', t.selfOrAdmin);
    const [row] = rowsOf<{ suspended_at: Date | string }>(
      await tx.execute(sql`
        update profiles set suspended_at = now(), suspended_until = ${until?.toISOString() ?? null}, suspension_reason = ${reason}
        where id = ${memberId} returning suspended_at`),
    );
    await tx.execute(sql`delete from auth_sessions where user_id = ${memberId}`);
    await publish(tx, { topic: 'account', userId: memberId, type: 'signed_out', payload: {} });
    await recordAdminAction(tx, { adminId, action: 'suspend', targetType: 'member', targetId: memberId, memberId, reason });
    return { reason, since: new Date(row!.suspended_at).toISOString(), until: until?.toISOString() ?? null };
  });
}

/** An admin lifts a member's suspension: they can sign in again and are listed again. Not suspended (any more) is a 409. */
export async function liftSuspension(db: Tx, { adminId, memberId }: { adminId: string; memberId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    if (!member.suspended) throw new AppError(409, 'not_suspended', t.notSuspended);
    await tx.execute(sql`update profiles set suspended_at = null, suspended_until = null, suspension_reason = null where id = ${memberId}`);
    await recordAdminAction(tx, { adminId, action: 'lift_suspension', targetType: 'member', targetId: memberId, memberId });
  });
}

/** "9 December 2026 at 14:30 UTC": the end of a suspension as the member reads it. */
const endText = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** What a suspended member is told when they try to sign in, or null when they are not suspended. */
export async function suspensionNotice(db: Tx, memberId: string): Promise<string | null> {
  const [row] = rowsOf<{ suspension_reason: string; suspended_until: Date | string | null }>(
    await db.execute(sql`select p.suspension_reason, p.suspended_until from profiles p where p.id = ${memberId} and ${suspendedNow('p')}`),
  );
  if (!row) return null;
  return row.suspended_until
    ? fill(t.signInUntil, { date: endText(new Date(row.suspended_until)), reason: row.suspension_reason })
    : fill(t.signInIndefinitely, { reason: row.suspension_reason });
}
