import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { decisionWithin, type ProgramDecision } from '@prosper/shared/rules/program-status';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { ProgramApplication } from '@prosper/shared/schemas/program';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { Member } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { managedProgram, standing } from './access.ts';
import { type ApplicationRow, applicationColumns, toApplication } from './rows.ts';

type Viewer = Pick<Member, 'id' | 'role' | 'firstName' | 'lastName'>;

/** Against a member spraying applications: 20 an hour. */
const APPLY_LIMIT = { max: 20, windowSeconds: 3600 };

const applicationNotFound = () => new AppError(404, 'not_found', en.programs.applicationNotFound);

/** A member applies once to an open program, with one answer to each of its questions. */
export async function applyToProgram(db: Db, { viewer, id, answers }: { viewer: Viewer; id: string; answers: string[] }) {
  await consumeRateLimit(db, `program-apply:${viewer.id}`, APPLY_LIMIT, en.errors.tooManyRequests);
  return db.transaction(async (tx) => {
    const program = await standing(tx, { id, viewer });
    if (program.organiserId === viewer.id) throw new AppError(409, 'own_program', en.programs.ownProgram);
    if (program.status !== 'open') throw new AppError(409, 'not_open', en.programs.notOpen);
    if (answers.length !== program.questions.length) {
      throw new AppError(400, 'invalid_input', en.programs.answersMismatch, { answers: en.programs.answersMismatch });
    }
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into program_applications (program_id, applicant_id, answers)
        values (${id}, ${viewer.id}, ${JSON.stringify(answers)}::jsonb)
        on conflict (program_id, applicant_id) do nothing returning id`),
    );
    if (!row) throw new AppError(409, 'already_applied', en.programs.alreadyApplied);
    return findApplication(tx, row.id);
  });
}

async function findApplication(tx: Tx, applicationId: string): Promise<ProgramApplication> {
  const [row] = rowsOf<ApplicationRow>(
    await tx.execute(
      sql`select ${applicationColumns} from program_applications a join profiles p on p.id = a.applicant_id where a.id = ${applicationId}`,
    ),
  );
  if (!row) throw applicationNotFound();
  return toApplication(row);
}

/** The organiser's review list, oldest first, 20 a page. */
export async function listApplications(db: Db, { viewer, id, after }: { viewer: Viewer; id: string; after: Cursor | null }) {
  await managedProgram(db, { id, viewer });
  const result = await db.execute(sql`
    select ${applicationColumns}, ${cursorAt(sql`a.created_at`)}
    from program_applications a join profiles p on p.id = a.applicant_id
    where a.program_id = ${id}
      ${after ? sql`and (a.created_at, a.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by a.created_at, a.id
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<ApplicationRow & { cursor_at: string }>(result), toApplication);
}

/** The program an application belongs to, locked, for the organiser only. */
async function managedApplication(tx: Tx, { viewer, applicationId }: { viewer: Viewer; applicationId: string }) {
  const [row] = rowsOf<{ program_id: string; applicant_id: string; status: string; completed_at: string | null }>(
    await tx.execute(sql`select program_id, applicant_id, status, completed_at from program_applications where id = ${applicationId}`),
  );
  if (!row) throw applicationNotFound();
  // The program row is locked first, so two acceptances at once count the places one after the other.
  const program = await managedProgram(tx, { id: row.program_id, viewer, lock: true });
  return { program, application: row };
}

const DECISION_TYPE = {
  accepted: 'program_application_accepted',
  declined: 'program_application_declined',
  waitlisted: 'program_application_waitlisted',
} as const;

/**
 * Accepts (while places remain, else the applicant waits), declines or waitlists, and tells the
 * applicant. A finished program's cohort is settled, and so is a completed participant.
 */
export async function decideApplication(
  db: Db,
  { viewer, applicationId, decision }: { viewer: Viewer; applicationId: string; decision: ProgramDecision },
): Promise<ProgramApplication> {
  return db.transaction(async (tx) => {
    const { program, application } = await managedApplication(tx, { viewer, applicationId });
    if (program.status === 'finished' || application.completed_at) throw new AppError(409, 'settled', en.programs.settled);
    if (application.status !== decision) {
      const [{ accepted } = { accepted: 0 }] = rowsOf<{ accepted: number }>(
        await tx.execute(sql`select count(*)::int as accepted from program_applications
          where program_id = ${program.id} and status = 'accepted' and id <> ${applicationId}`),
      );
      const outcome = decisionWithin(decision, accepted, program.capacity);
      if (outcome !== application.status) {
        await tx.execute(sql`update program_applications set status = ${outcome}, decided_at = now() where id = ${applicationId}`);
        const type = DECISION_TYPE[outcome];
        await createNotification(tx, {
          recipientId: application.applicant_id,
          type,
          ...notificationText(type, { name: `${viewer.firstName} ${viewer.lastName}`, title: program.title }),
          actorId: viewer.id,
          data: { program_id: program.id },
        });
      }
    }
    return findApplication(tx, applicationId);
  });
}

/** At the end, the organiser marks an accepted participant as having completed: a certificate, and a notification. */
export async function completeApplication(db: Db, { viewer, applicationId }: { viewer: Viewer; applicationId: string }) {
  return db.transaction(async (tx) => {
    const { program, application } = await managedApplication(tx, { viewer, applicationId });
    if (program.status !== 'running' && program.status !== 'finished') throw new AppError(409, 'not_running', en.programs.notRunning);
    if (application.status !== 'accepted') throw new AppError(409, 'not_accepted', en.programs.notAccepted);
    if (!application.completed_at) {
      const [row] = rowsOf<{ certificate_id: string }>(
        await tx.execute(sql`update program_applications set completed_at = now(), certificate_id = gen_random_uuid()
          where id = ${applicationId} returning certificate_id`),
      );
      await createNotification(tx, {
        recipientId: application.applicant_id,
        type: 'program_completed',
        ...notificationText('program_completed', { name: `${viewer.firstName} ${viewer.lastName}`, title: program.title }),
        actorId: viewer.id,
        data: { program_id: program.id, certificate_id: row!.certificate_id },
      });
    }
    return findApplication(tx, applicationId);
  });
}
