import { sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { rowsOf, type Tx } from '../../db/client.ts';

/**
 * Whether `password` is the member's, checked with better-auth's own hasher against the password
 * account it keeps: the same check its sign-in makes, without starting a session.
 */
export async function passwordMatches(db: Tx, auth: Auth, { userId, password }: { userId: string; password: string }): Promise<boolean> {
  const [account] = rowsOf<{ password: string | null }>(
    await db.execute(sql`select password from accounts where user_id = ${userId} and provider_id = 'credential'`),
  );
  if (!account?.password) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: account.password, password });
}

/** The account an email names, with when it was closed (null while it is open). */
export async function accountByEmail(db: Tx, email: string) {
  const [row] = rowsOf<{ id: string; closed_at: string | null }>(
    await db.execute(sql`
      select u.id, p.closed_at from users u join profiles p on p.id = u.id
      where lower(u.email) = lower(${email.trim()}) and not p.anonymised`),
  );
  return row ?? null;
}
