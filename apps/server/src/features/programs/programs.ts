import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { en, fill } from '@prosper/shared/i18n/en';
import { canMoveProgram } from '@prosper/shared/rules/program-status';
import type { Program, programInputSchema, programListQuerySchema, programUpdateSchema } from '@prosper/shared/schemas/program';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { Member } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { memberColumns, type MemberRow, toMemberSummary } from '../../lib/member-summary.ts';
import { managedProgram, standing } from './access.ts';
import { type CardRow, cardColumns, toCard } from './rows.ts';

type Viewer = Pick<Member, 'id' | 'role'>;

/** Admins and mentors organise programs; a mentee is refused. */
function requireOrganiser(viewer: Viewer) {
  if (viewer.role === 'mentee') throw new AppError(403, 'organisers_only', en.programs.organisersOnly);
}

/** The program's mentors become exactly these; each must be a mentor (a mentor organiser is always one). */
async function setMentors(tx: Tx, { programId, mentorIds }: { programId: string; mentorIds: string[] }) {
  const wanted = [...new Set(mentorIds)];
  if (wanted.length > 0) {
    const found = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from profiles where id in ${sql`(${sql.join(
          wanted.map((m) => sql`${m}`),
          sql`, `,
        )})`} and role = 'mentor'`,
      ),
    );
    if (found.length !== wanted.length) {
      throw new AppError(400, 'invalid_input', en.programs.notAMentor, { mentorIds: en.programs.notAMentor });
    }
  }
  await tx.execute(sql`delete from program_mentors where program_id = ${programId}`);
  await tx.execute(sql`
    insert into program_mentors (program_id, mentor_id)
    select ${programId}, m from unnest(${sql.param(wanted)}::text[]) m
    union select g.id, g.organiser_id from programs g join profiles p on p.id = g.organiser_id where g.id = ${programId} and p.role = 'mentor'
    on conflict do nothing`);
}

/** Answers pair with the questions by place, so once anyone has applied the questions stay (409 if changed). */
async function keepAnsweredQuestions(tx: Tx, { id, asked, sent }: { id: string; asked: string[]; sent?: string[] }) {
  if (!sent || (sent.length === asked.length && sent.every((q, i) => q === asked[i]))) return;
  const [found] = rowsOf<{ applied: boolean }>(
    await tx.execute(sql`select exists (select 1 from program_applications where program_id = ${id}) as applied`),
  );
  if (found?.applied) {
    throw new AppError(409, 'questions_answered', en.programs.questionsAnswered, { questions: en.programs.questionsAnswered });
  }
}

/** A new program, a draft until its organiser opens it. */
export async function createProgram(
  db: Db,
  { viewer, ...input }: { viewer: Viewer } & z.output<typeof programInputSchema>,
): Promise<Program> {
  requireOrganiser(viewer);
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into programs (organiser_id, title, description, image_url, starts_on, ends_on, capacity, questions, topics, country, price_cents, currency)
        values (${viewer.id}, ${input.title}, ${input.description}, ${input.imageUrl}, ${input.startsOn}, ${input.endsOn}, ${input.capacity},
          ${JSON.stringify(input.questions)}::jsonb, ${sql.param(input.topics)}::text[], ${input.country}, ${input.priceCents}, ${input.currency})
        returning id`),
    );
    await setMentors(tx, { programId: row!.id, mentorIds: input.mentorIds });
    return (await findProgram(tx, { id: row!.id, viewer }))!;
  });
}

/** The organiser's changes, and the status moved one allowed step. */
export async function updateProgram(
  db: Db,
  { viewer, id, status, mentorIds, ...input }: { viewer: Viewer; id: string } & z.output<typeof programUpdateSchema>,
): Promise<Program> {
  return db.transaction(async (tx) => {
    const program = await managedProgram(tx, { id, viewer, lock: true });
    if (status && status !== program.status && !canMoveProgram(program.status, status)) {
      const texts = en.programs.status;
      throw new AppError(409, 'bad_transition', fill(en.programs.badTransition, { from: texts[program.status], to: texts[status] }));
    }
    const [dates] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select coalesce(${input.startsOn ?? null}::date, starts_on) <= coalesce(${input.endsOn ?? null}::date, ends_on) as ok
        from programs where id = ${id}`),
    );
    if (!dates?.ok) throw new AppError(400, 'invalid_input', en.programs.datesOrder, { endsOn: en.programs.datesOrder });
    await keepAnsweredQuestions(tx, { id, asked: program.questions, sent: input.questions });
    const priceSent = input.priceCents !== undefined;
    await tx.execute(sql`
      update programs set
        title = coalesce(${input.title ?? null}, title),
        description = coalesce(${input.description ?? null}, description),
        image_url = ${input.imageUrl === undefined ? sql`image_url` : input.imageUrl},
        starts_on = coalesce(${input.startsOn ?? null}::date, starts_on),
        ends_on = coalesce(${input.endsOn ?? null}::date, ends_on),
        capacity = coalesce(${input.capacity ?? null}::int, capacity),
        questions = coalesce(${input.questions ? JSON.stringify(input.questions) : null}::jsonb, questions),
        topics = coalesce(${input.topics ? sql.param(input.topics) : null}::text[], topics),
        country = ${input.country === undefined ? sql`country` : input.country},
        price_cents = ${priceSent ? (input.priceCents ?? null) : sql`price_cents`},
        currency = ${priceSent ? (input.currency ?? null) : sql`currency`},
        status = coalesce(${status ?? null}::program_status, status),
        updated_at = now()
      where id = ${id}`);
    if (mentorIds) await setMentors(tx, { programId: id, mentorIds });
    return (await findProgram(tx, { id, viewer }))!;
  });
}

/** The program page: drafts only for those who manage them (404 for anyone else). */
export async function findProgram(tx: Tx, { id, viewer }: { id: string; viewer: Viewer | null }): Promise<Program> {
  const found = await standing(tx, { id, viewer });
  const [row] = rowsOf<CardRow & { description: string; questions: string[] }>(
    await tx.execute(
      sql`select ${cardColumns}, g.description, g.questions from programs g join profiles o on o.id = g.organiser_id where g.id = ${id}`,
    ),
  );
  const mentors = rowsOf<MemberRow<'mentor'>>(
    await tx.execute(sql`select ${memberColumns('p', 'mentor')} from program_mentors m join profiles p on p.id = m.mentor_id
      where m.program_id = ${id} order by p.first_name, p.last_name, p.id`),
  );
  return {
    ...toCard(row!),
    description: row!.description,
    questions: row!.questions,
    mentors: mentors.map((m) => toMemberSummary(m, 'mentor')),
    canManage: found.manages,
    myApplication: found.application,
  };
}

/**
 * Open and running programs, newest first, 20 a page, narrowed by topic, country, dates and price;
 * or, with scope 'organised', the viewer's own, drafts included. Both walk an index in their order.
 */
export async function listPrograms(
  db: Db,
  { viewer, after, ...q }: { viewer: Viewer | null; after: Cursor | null } & Omit<z.output<typeof programListQuerySchema>, 'cursor'>,
) {
  const organised = q.scope === 'organised' && viewer;
  const result = await db.execute(sql`
    select ${cardColumns}, ${cursorAt(sql`g.created_at`)}
    from programs g join profiles o on o.id = g.organiser_id
    where ${organised ? sql`g.organiser_id = ${viewer.id}` : sql`g.status in ('open', 'running')`}
      ${q.topic ? sql`and exists (select 1 from unnest(g.topics) t where lower(t) = lower(${q.topic}))` : sql``}
      ${q.country ? sql`and g.country = ${q.country}` : sql``}
      ${q.from ? sql`and g.starts_on >= ${q.from}::date` : sql``}
      ${q.to ? sql`and g.ends_on <= ${q.to}::date` : sql``}
      ${q.price === 'free' ? sql`and g.price_cents is null` : q.price === 'paid' ? sql`and g.price_cents is not null` : sql``}
      ${after ? sql`and (g.created_at, g.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by g.created_at desc, g.id desc
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<CardRow & { cursor_at: string }>(result), toCard);
}
