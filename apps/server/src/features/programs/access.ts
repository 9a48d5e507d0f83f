import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { ApplicationStatus, ProgramStatus } from '@prosper/shared/rules/program-status';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { Member } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';

export const programNotFound = () => new AppError(404, 'not_found', en.programs.notFound);
export const organiserOnly = () => new AppError(403, 'organiser_only', en.programs.organiserOnly);

/** A program as the rules need it, and where the viewer stands in it. */
export type Standing = {
  id: string;
  title: string;
  status: ProgramStatus;
  capacity: number;
  questions: string[];
  organiserId: string;
  /** The organiser: reviews applications, announces, moves the status. */
  manages: boolean;
  /** One of the program's mentors. */
  mentors: boolean;
  application: { id: string; status: ApplicationStatus; certificateId: string | null } | null;
};

/**
 * The program and the viewer's standing in it, locked for the caller's transaction when `lock`. A
 * draft exists only for those who manage it: anyone else gets the same 404 as for no program.
 */
export async function standing(
  tx: Tx,
  { id, viewer, lock = false }: { id: string; viewer: Pick<Member, 'id' | 'role'> | null; lock?: boolean },
) {
  const viewerId = viewer?.id ?? null;
  const [row] = rowsOf<{
    id: string;
    title: string;
    status: ProgramStatus;
    capacity: number;
    questions: string[];
    organiser_id: string;
    is_mentor: boolean;
    application_id: string | null;
    application_status: ApplicationStatus | null;
    certificate_id: string | null;
  }>(
    await tx.execute(sql`
      select g.id, g.title, g.status, g.capacity, g.questions, g.organiser_id,
        exists (select 1 from program_mentors m where m.program_id = g.id and m.mentor_id = ${viewerId}) as is_mentor,
        a.id as application_id, a.status as application_status, a.certificate_id
      from programs g left join program_applications a on a.program_id = g.id and a.applicant_id = ${viewerId}
      where g.id = ${id} ${lock ? sql`for update of g` : sql``}`),
  );
  if (!row) throw programNotFound();
  const manages = viewer !== null && row.organiser_id === viewer.id;
  if (row.status === 'draft' && !manages) throw programNotFound();
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    capacity: row.capacity,
    questions: row.questions,
    organiserId: row.organiser_id,
    manages,
    mentors: row.is_mentor,
    application: row.application_id ? { id: row.application_id, status: row.application_status!, certificateId: row.certificate_id } : null,
  } satisfies Standing;
}

/** The organiser's program, or a 403 for anyone else (admins moderate through reports, not by running others' cohorts). */
export async function managedProgram(tx: Tx, o: { id: string; viewer: Pick<Member, 'id' | 'role'>; lock?: boolean }) {
  const found = await standing(tx, o);
  if (!found.manages) throw organiserOnly();
  return found;
}

/** Those who see the cohort's inside: its organiser, its mentors and its accepted participants. */
export async function insideProgram(tx: Tx, o: { id: string; viewer: Pick<Member, 'id' | 'role'> }) {
  const found = await standing(tx, o);
  if (!found.manages && !found.mentors && found.application?.status !== 'accepted') {
    throw new AppError(403, 'participants_only', en.programs.participantsOnly);
  }
  return found;
}
