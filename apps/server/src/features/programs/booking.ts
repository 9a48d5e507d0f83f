import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A session booked as part of a program (issue 17): the booking member is one of its accepted
 * participants, the mentor one of its mentors, and the program is open or running. Anything else is
 * refused, so a program's schedule holds only its own cohort's sessions.
 */
export async function requireProgramBooking(
  tx: Tx,
  { programId, menteeId, mentorId }: { programId: string; menteeId: string; mentorId: string },
) {
  const [row] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`
      select exists (
        select 1 from programs g
        join program_applications a on a.program_id = g.id and a.applicant_id = ${menteeId} and a.status = 'accepted'
        join program_mentors m on m.program_id = g.id and m.mentor_id = ${mentorId}
        where g.id = ${programId} and g.status in ('open', 'running')) as ok`),
  );
  if (!row?.ok) throw new AppError(403, 'not_program_booking', en.programs.notProgramBooking);
}
