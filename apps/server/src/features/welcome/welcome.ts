import { sql } from 'drizzle-orm';
import type { WelcomeState } from '@prosper/shared/schemas/goal';
import { type Db, rowsOf } from '../../db/client.ts';

type Row = { welcome_outcome: WelcomeState['outcome']; welcome_closed_at: string | Date | null };
const toState = (r: Row | undefined): WelcomeState => ({
  outcome: r?.welcome_outcome ?? null,
  closedAt: r?.welcome_closed_at ? new Date(r.welcome_closed_at).toISOString() : null,
});

/** Whether the member finished or skipped the first-run welcome, and when; both null while it is offered. */
export async function findWelcome(db: Db, { memberId }: { memberId: string }): Promise<WelcomeState> {
  return toState(rowsOf<Row>(await db.execute(sql`select welcome_outcome, welcome_closed_at from profiles where id = ${memberId}`))[0]);
}

/**
 * Closes the welcome for good (decision 039). The first close stands: a second tab finishing after
 * the first skipped changes nothing, and the answer says what is stored.
 */
export async function closeWelcome(db: Db, { memberId, outcome }: { memberId: string; outcome: 'finished' | 'skipped' }) {
  await db.execute(sql`
    update profiles set welcome_outcome = ${outcome}, welcome_closed_at = now()
    where id = ${memberId} and welcome_closed_at is null`);
  return findWelcome(db, { memberId });
}
