import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Question, QuestionView, questionInputSchema, questionUpdateSchema } from '@prosper/shared/schemas/question';
import type { z } from 'zod';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { summarize } from '../articles/plain-text.ts';
import { type CardRow, cardColumns, cardFrom, toCard, toQuestion } from './rows.ts';

/** Against spam, per member, as for articles: 9 questions per 30 s. */
const QUESTION_LIMIT = { max: 9, windowSeconds: 30 };

export const questionNotFound = () => new AppError(404, 'not_found', en.questions.notFound);
export const authorOnly = () => new AppError(403, 'author_only', en.questions.authorOnly);

export async function findQuestion(db: Tx, id: string): Promise<Question | null> {
  const [row] = rowsOf<CardRow & { body: string }>(
    await db.execute(sql`select ${cardColumns}, q.body from ${cardFrom} where q.id = ${id}`),
  );
  return row ? toQuestion(row) : null;
}

export type QuestionFilter = { view: QuestionView; q?: string | undefined; tags: string[] };

/**
 * Newest first, 20 a page, narrowed by the view, by words (PostgreSQL full text search on the
 * `search` document) and by tags (all of them): one GIN index holds both. "For you" is a
 * mentor's: unanswered questions tagged with one of their skills, or put to them, not their own.
 */
export async function listQuestions(
  db: Db,
  { viewer, after, ...f }: QuestionFilter & { viewer: { id: string; role: string } | null; after: Cursor | null },
) {
  if (f.view === 'for-you' && viewer?.role !== 'mentor') throw new AppError(403, 'mentors_only', en.questions.forYouMentorsOnly);
  const words = f.q?.trim() ? f.q.trim() : null;
  const result = await db.execute(sql`
    select ${cardColumns}, ${cursorAt(sql`q.created_at`)}
    from ${cardFrom}
    where true
      ${f.view === 'all' ? sql`` : sql`and q.answers_count = 0`}
      ${
        f.view === 'for-you'
          ? sql`and q.user_id <> ${viewer!.id} and (q.mentor_id = ${viewer!.id} or q.tags && (
              select coalesce(array_agg(s.key), '{}') from mentor_skills ms join skills s on s.id = ms.skill_id
              where ms.mentor_id = ${viewer!.id}))`
          : sql``
      }
      ${words ? sql`and q.search @@ websearch_to_tsquery('english', ${words})` : sql``}
      ${f.tags.length > 0 ? sql`and q.tags @> ${sql.param(f.tags)}::text[]` : sql``}
      ${after ? sql`and (q.created_at, q.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by q.created_at desc, q.id desc
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<CardRow & { cursor_at: string }>(result), toCard);
}

/** Asks: put to one mentor only when that member is a mentor, and not oneself. */
export async function createQuestion(
  db: Db,
  { authorId, ...input }: { authorId: string } & z.output<typeof questionInputSchema>,
): Promise<Question> {
  await consumeRateLimit(db, `questions:${authorId}`, QUESTION_LIMIT, en.questions.tooManyQuestions);
  return db.transaction(async (tx) => {
    if (input.mentorId) {
      const [mentor] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          select id from profiles where id = ${input.mentorId} and role = 'mentor' and id <> ${authorId}
            and closed_at is null and not anonymised`),
      );
      if (!mentor) throw new AppError(400, 'not_a_mentor', en.questions.notAMentor, { mentorId: en.questions.notAMentor });
    }
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into questions (user_id, mentor_id, title, body, excerpt, tags)
        values (${authorId}, ${input.mentorId ?? null}, ${input.title}, ${input.body}, ${summarize(input.body).excerpt},
          ${sql.param(input.tags)}::text[])
        returning id`),
    );
    return (await findQuestion(tx, row!.id))!;
  });
}

/** The asker's own changes; anyone else is refused. */
export async function updateQuestion(
  db: Db,
  { viewerId, id, ...input }: { viewerId: string; id: string } & z.output<typeof questionUpdateSchema>,
): Promise<Question> {
  return db.transaction(async (tx) => {
    await requireAsker(tx, { id, viewerId });
    await tx.execute(sql`
      update questions set
        title = coalesce(${input.title ?? null}, title),
        body = coalesce(${input.body ?? null}, body),
        excerpt = coalesce(${input.body === undefined ? null : summarize(input.body).excerpt}, excerpt),
        tags = coalesce(${input.tags ? sql.param(input.tags) : null}::text[], tags),
        updated_at = now()
      where id = ${id}`);
    return (await findQuestion(tx, id))!;
  });
}

/** The question goes with its answers and their votes. */
export async function deleteQuestion(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAsker(tx, { id, viewerId });
    await tx.execute(sql`delete from questions where id = ${id}`);
  });
}

/** 404 when the question is missing, 403 when it is someone else's; locks it for the caller's transaction. */
export async function requireAsker(tx: Tx, { id, viewerId }: { id: string; viewerId: string }) {
  const [found] = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from questions where id = ${id} for update`));
  if (!found) throw questionNotFound();
  if (found.user_id !== viewerId) throw authorOnly();
}
