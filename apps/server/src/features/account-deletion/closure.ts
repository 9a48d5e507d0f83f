import { sql } from 'drizzle-orm';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { en, fill } from '@prosper/shared/i18n/en';
import { allowedActions } from '@prosper/shared/rules/session-actions';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { Auth } from '../../auth/auth.ts';
import { requireCode } from '../../auth/second-step.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { moneyMovingFor } from '../payments/moving.ts';
import { cancelSession, declineSession } from '../sessions/lifecycle.ts';
import { partyOf, sessionRows, sessionState } from '../sessions/rows.ts';
import { accountByEmail, passwordMatches } from './credentials.ts';

const DAY_MS = 24 * 3600_000;
const t = en.deletion;

/** The erasure job's key: one per member, so closing twice schedules it once and restoring finds it. */
export const eraseJobKey = (memberId: string) => `account_erase:${memberId}`;

/** When a closed account is erased: the grace period after it was closed. */
export const eraseAtOf = (closedAt: Date) => new Date(closedAt.getTime() + ACCOUNT_GRACE_DAYS * DAY_MS);

/** "9 December 2026", the day of erasure as the closed-account screen says it. */
const dayText = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);

/**
 * The member deletes their account (decision 031): with their password, and a code when two-factor
 * authentication is on, checked here whatever the caller sends. The account closes, every sign-in
 * ends in the same transaction, the erasure is scheduled for the end of the grace period; then the
 * upcoming sessions end, each through the sessions' own cancel step, so the other member is told.
 */
export async function closeAccount(
  db: Db,
  auth: Auth,
  { memberId, role, password, code, headers }: { memberId: string; role: Role; password: string; code?: string; headers: Headers },
) {
  if (!(await passwordMatches(db, auth, { userId: memberId, password }))) {
    throw new AppError(400, 'wrong_password', t.wrongPassword, { password: t.wrongPassword });
  }
  const [user] = rowsOf<{ two_factor_enabled: boolean }>(
    await db.execute(sql`select two_factor_enabled from users where id = ${memberId}`),
  );
  if (user?.two_factor_enabled) {
    if (!code) throw new AppError(400, 'code_required', t.codeNeeded, { code: t.codeNeeded });
    await requireCode(auth, headers, code, { backupCode: true });
  }
  await db.transaction(async (tx) => {
    if (role === 'admin') {
      // Every open admin's row locked, in one order: of two last admins deleting at once, the second
      // waits, then no longer counts the first.
      const admins = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from profiles where role = 'admin' and closed_at is null order by id for update`),
      );
      if (!admins.some((a) => a.id !== memberId)) throw new AppError(409, 'last_admin', t.lastAdmin);
    }
    // Money still moving for them (decision 057) waits: the member deletes once it is settled.
    const moving = await moneyMovingFor(tx, memberId);
    if (moving) throw new AppError(409, 'money_moving', t.moneyMoving[moving]);
    const [closed] = rowsOf<{ closed_at: string }>(
      await tx.execute(sql`update profiles set closed_at = now() where id = ${memberId} and closed_at is null returning closed_at`),
    );
    await tx.execute(sql`delete from auth_sessions where user_id = ${memberId}`);
    if (closed) {
      await enqueue(tx, 'account_erase', { memberId }, { runAt: eraseAtOf(new Date(closed.closed_at)), uniqueKey: eraseJobKey(memberId) });
    }
  });
  await endUpcomingSessions(db, memberId);
}

/**
 * Every session of the member still to come ends as if they ended it themselves: a confirmed one or
 * their own request is cancelled, a request made to them declined, each telling the other member.
 */
export async function endUpcomingSessions(db: Db, memberId: string) {
  const upcoming = await sessionRows(
    db,
    sql`(s.mentor_id = ${memberId} or s.mentee_id = ${memberId}) and s.status in ('requested', 'confirmed') and s.starts_at > now()`,
  );
  for (const r of upcoming) {
    const actions = allowedActions(sessionState(r), partyOf(r, memberId), Date.now());
    const target = { viewerId: memberId, id: r.id, reason: t.sessionReason };
    if (actions.includes('cancel')) await cancelSession(db, target);
    else if (actions.includes('decline')) await declineSession(db, target);
  }
}

/**
 * A sign-in to a closed account with the right password opens nothing: it is refused with
 * `account_closed`, in words that say when the account will be erased, and the web offers to
 * restore it. A wrong password goes on to better-auth's own refusal, so this tells nothing
 * to someone who does not know the password.
 */
export async function refuseClosedAccount(db: Db, auth: Auth, { email, password }: { email: string; password: string }) {
  const account = await accountByEmail(db, email);
  if (!account?.closed_at || !(await passwordMatches(db, auth, { userId: account.id, password }))) return;
  throw new AppError(403, 'account_closed', fill(t.closedText, { date: dayText(eraseAtOf(new Date(account.closed_at))) }));
}

/** The member takes their closed account back within the grace period: it opens again and the erasure is called off. */
export async function restoreAccount(db: Db, auth: Auth, { email, password }: { email: string; password: string }) {
  const account = await accountByEmail(db, email);
  if (!account || !(await passwordMatches(db, auth, { userId: account.id, password }))) {
    throw new AppError(401, 'invalid_email_or_password', en.auth.invalidCredentials);
  }
  if (!account.closed_at) throw new AppError(409, 'not_closed', t.notClosed);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update profiles set closed_at = null where id = ${account.id}`);
    // The erasure, and any later try it postponed while money moved (erase.ts).
    await tx.execute(
      sql`delete from jobs where unique_key = ${eraseJobKey(account.id)} or unique_key like ${`${eraseJobKey(account.id)}:later:%`}`,
    );
  });
}
