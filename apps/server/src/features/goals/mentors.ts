import { sql } from 'drizzle-orm';
import type { MemberSummary } from '@prosper/shared/schemas/member';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';

/**
 * Who counts as a member's mentor for their goals (decision 039): someone they have, or had, a
 * session with that the mentor confirmed: confirmed or completed. A request, a decline or a
 * cancellation is not mentoring yet.
 */
const MENTORING = sql`s.status in ('confirmed', 'completed')`;

export async function isMentorOf(tx: Tx, { menteeId, mentorId }: { menteeId: string; mentorId: string }): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from sessions s join profiles p on p.id = s.mentor_id
      where s.mentee_id = ${menteeId} and s.mentor_id = ${mentorId} and ${MENTORING}
        and p.closed_at is null and not p.anonymised
      limit 1`),
  );
  return rows.length > 0;
}

/** The mentors a member may share a goal with, by name; few per member, so one small sorted query. */
export async function listGoalMentors(db: Db, { menteeId }: { menteeId: string }): Promise<MemberSummary[]> {
  const rows = rowsOf<MemberRow<'mentor'>>(
    await db.execute(sql`
      select ${memberColumns('p', 'mentor')} from profiles p
      where p.closed_at is null and not p.anonymised
        and exists (select 1 from sessions s where s.mentee_id = ${menteeId} and s.mentor_id = p.id and ${MENTORING})
      order by p.first_name, p.last_name, p.id`),
  );
  return rows.map((r) => toMemberSummary(r, 'mentor'));
}
