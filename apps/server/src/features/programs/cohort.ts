import { sql } from 'drizzle-orm';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { ProgramAnnouncement, ScheduleItem } from '@prosper/shared/schemas/program';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Member } from '../../auth/guards.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { en } from '@prosper/shared/i18n/en';
import { memberColumns, type MemberRow, toMemberSummary } from '../../lib/member-summary.ts';
import { createNotification } from '../notifications/service.ts';
import { insideProgram, managedProgram } from './access.ts';
import { type AnnouncementRow, announcementColumns, toAnnouncement } from './rows.ts';

type Viewer = Pick<Member, 'id' | 'role' | 'firstName' | 'lastName'>;

/** Against a runaway organiser: each announcement notifies the whole cohort. */
const ANNOUNCE_LIMIT = { max: 10, windowSeconds: 3600 };

/** The cohort's announcements, newest first, 20 a page: for its managers, mentors and participants. */
export async function listAnnouncements(db: Db, { viewer, id, after }: { viewer: Viewer; id: string; after: Cursor | null }) {
  await insideProgram(db, { id, viewer });
  const result = await db.execute(sql`
    select ${announcementColumns}, ${cursorAt(sql`n.created_at`)}
    from program_announcements n join profiles p on p.id = n.author_id
    where n.program_id = ${id}
      ${after ? sql`and (n.created_at, n.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by n.created_at desc, n.id desc
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<AnnouncementRow & { cursor_at: string }>(result), toAnnouncement);
}

/** The organiser tells the cohort: every accepted participant is notified (live, over the socket). */
export async function postAnnouncement(
  db: Db,
  { viewer, id, body }: { viewer: Viewer; id: string; body: string },
): Promise<ProgramAnnouncement> {
  await consumeRateLimit(db, `program-announce:${viewer.id}`, ANNOUNCE_LIMIT, en.errors.tooManyRequests);
  return db.transaction(async (tx) => {
    const program = await managedProgram(tx, { id, viewer });
    const [row] = rowsOf<AnnouncementRow>(
      await tx.execute(sql`
        with n as (insert into program_announcements (program_id, author_id, body) values (${id}, ${viewer.id}, ${body}) returning *)
        select ${announcementColumns} from n join profiles p on p.id = n.author_id`),
    );
    const participants = rowsOf<{ applicant_id: string }>(
      await tx.execute(
        sql`select applicant_id from program_applications where program_id = ${id} and status = 'accepted' and applicant_id <> ${viewer.id}`,
      ),
    );
    const text = notificationText('program_announcement', { name: `${viewer.firstName} ${viewer.lastName}`, title: program.title });
    for (const { applicant_id } of participants) {
      await createNotification(tx, {
        recipientId: applicant_id,
        type: 'program_announcement',
        ...text,
        actorId: viewer.id,
        data: { program_id: id, announcement_id: row!.id },
      });
    }
    return toAnnouncement(row!);
  });
}

/** The accepted participants, by name, 20 a page (keyed on when they applied). */
export async function listParticipants(db: Db, { viewer, id, after }: { viewer: Viewer; id: string; after: Cursor | null }) {
  await insideProgram(db, { id, viewer });
  const result = await db.execute(sql`
    select a.id as row_id, ${memberColumns('p', 'member')}, ${cursorAt(sql`a.created_at`)}
    from program_applications a join profiles p on p.id = a.applicant_id
    where a.program_id = ${id} and a.status = 'accepted'
      ${after ? sql`and (a.created_at, a.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by a.created_at, a.id
    limit ${PAGE_SIZE + 1}`);
  const rows = rowsOf<MemberRow<'member'> & { row_id: string; cursor_at: string }>(result).map((r) => ({ ...r, id: r.row_id }));
  return keysetPage(rows, (r) => toMemberSummary(r, 'member'));
}

/**
 * The program's sessions in time order, not cancelled: all of them for its managers and mentors, a
 * participant's own for a participant (whom the others meet, and about what, is theirs). A cohort's
 * schedule is bounded (capacity × sessions), so it comes whole, up to 200.
 */
export async function listSchedule(db: Db, { viewer, id }: { viewer: Viewer; id: string }): Promise<{ items: ScheduleItem[] }> {
  const program = await insideProgram(db, { id, viewer });
  const seesAll = program.manages || program.mentors;
  const rows = rowsOf<
    { id: string; title: string; starts_at: string | Date; ends_at: string | Date; status: string } & MemberRow<'mentor'> &
      MemberRow<'mentee'>
  >(
    await db.execute(sql`
      select s.id, s.title, s.starts_at, s.ends_at, s.status, ${memberColumns('m', 'mentor')}, ${memberColumns('e', 'mentee')}
      from sessions s join profiles m on m.id = s.mentor_id join profiles e on e.id = s.mentee_id
      where s.program_id = ${id} and s.status in ('requested', 'confirmed', 'completed')
        ${seesAll ? sql`` : sql`and s.mentee_id = ${viewer.id}`}
      order by s.starts_at, s.id
      limit 200`),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: new Date(r.ends_at).toISOString(),
      status: r.status,
      mentor: toMemberSummary(r, 'mentor'),
      mentee: toMemberSummary(r, 'mentee'),
    })),
  };
}
