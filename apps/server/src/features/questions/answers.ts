import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { Answer } from '@prosper/shared/schemas/question';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { authorOnly, questionNotFound } from './questions.ts';
import { type AnswerRow, answerColumns, answerFrom, toAnswer } from './rows.ts';

/** Against spam, per member, as for comments: 9 answers per 30 s. */
const ANSWER_LIMIT = { max: 9, windowSeconds: 30 };

export const answerNotFound = () => new AppError(404, 'not_found', en.questions.answerNotFound);
export type Actor = { id: string; firstName: string; lastName: string };

async function findAnswer(db: Tx, { id, viewerId }: { id: string; viewerId: string | null }): Promise<Answer> {
  const [row] = rowsOf<AnswerRow>(await db.execute(sql`select ${answerColumns(viewerId)} from ${answerFrom} where a.id = ${id}`));
  if (!row) throw answerNotFound();
  return toAnswer(row);
}

/**
 * A question's answers, oldest first, 20 a page; the first page starts with the accepted answer,
 * which the pages after it leave out. Two index walks whatever the page holds.
 */
export async function listAnswers(
  db: Db,
  { questionId, viewerId, after }: { questionId: string; viewerId: string | null; after: Cursor | null },
) {
  const [question] = rowsOf<{ accepted_answer_id: string | null }>(
    await db.execute(sql`select accepted_answer_id from questions where id = ${questionId}`),
  );
  if (!question) throw questionNotFound();
  const accepted = question.accepted_answer_id;
  const rows = rowsOf<AnswerRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${answerColumns(viewerId)}, ${cursorAt(sql`a.created_at`)} from ${answerFrom}
      where a.question_id = ${questionId}
        ${accepted ? sql`and a.id <> ${accepted}` : sql``}
        ${after ? sql`and (a.created_at, a.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by a.created_at, a.id
      limit ${PAGE_SIZE + 1}`),
  );
  const page = keysetPage(rows, toAnswer);
  if (accepted && !after) page.items.unshift(await findAnswer(db, { id: accepted, viewerId }));
  return page;
}

/** Answers, and tells the asker (qa_answer, SPEC §3/§9) unless they answered themselves (§5). */
export async function createAnswer(
  db: Db,
  { author, questionId, body }: { author: Actor; questionId: string; body: string },
): Promise<Answer> {
  await consumeRateLimit(db, `answers:${author.id}`, ANSWER_LIMIT, en.questions.tooManyAnswers);
  return db.transaction(async (tx) => {
    const [question] = rowsOf<{ user_id: string; title: string }>(
      await tx.execute(sql`update questions set answers_count = answers_count + 1 where id = ${questionId} returning user_id, title`),
    );
    if (!question) throw questionNotFound();
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`insert into question_answers (question_id, user_id, body) values (${questionId}, ${author.id}, ${body}) returning id`,
      ),
    );
    await createNotification(tx, {
      recipientId: question.user_id,
      actorId: author.id,
      type: 'qa_answer',
      data: { question_id: questionId },
      ...notificationText('qa_answer', { name: `${author.firstName} ${author.lastName}`, title: question.title }),
    });
    return findAnswer(tx, { id: row!.id, viewerId: author.id });
  });
}

export async function updateAnswer(db: Db, { viewerId, id, body }: { viewerId: string; id: string; body: string }): Promise<Answer> {
  return db.transaction(async (tx) => {
    await requireAnswerAuthor(tx, { id, viewerId });
    await tx.execute(sql`update question_answers set body = ${body}, updated_at = now() where id = ${id}`);
    return findAnswer(tx, { id, viewerId });
  });
}

export async function deleteAnswer(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAnswerAuthor(tx, { id, viewerId });
    await removeAnswer(tx, id);
  });
}

/** An answer goes, with its votes; its question counts one fewer and, were it accepted, has none accepted. */
export async function removeAnswer(tx: Tx, id: string) {
  const [gone] = rowsOf<{ question_id: string }>(
    await tx.execute(sql`delete from question_answers where id = ${id} returning question_id`),
  );
  if (gone) await tx.execute(sql`update questions set answers_count = answers_count - 1 where id = ${gone.question_id}`);
}

async function requireAnswerAuthor(tx: Tx, { id, viewerId }: { id: string; viewerId: string }) {
  const [found] = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from question_answers where id = ${id} for update`));
  if (!found) throw answerNotFound();
  if (found.user_id !== viewerId) throw authorOnly();
}

/**
 * The asker's pick of one answer of their question, or null to take it back: one column, so a new
 * pick replaces the old and there is never more than one.
 */
export async function acceptAnswer(
  db: Db,
  { viewerId, questionId, answerId }: { viewerId: string; questionId: string; answerId: string | null },
) {
  return db.transaction(async (tx) => {
    const [question] = rowsOf<{ user_id: string }>(
      await tx.execute(sql`select user_id from questions where id = ${questionId} for update`),
    );
    if (!question) throw questionNotFound();
    if (question.user_id !== viewerId) throw new AppError(403, 'asker_only', en.questions.askerOnly);
    if (answerId) {
      const [answer] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from question_answers where id = ${answerId} and question_id = ${questionId}`),
      );
      if (!answer) throw answerNotFound();
    }
    await tx.execute(sql`update questions set accepted_answer_id = ${answerId} where id = ${questionId}`);
    return { acceptedAnswerId: answerId };
  });
}

/**
 * One vote per member and answer, as Stack Overflow: up, down, or taken back (0); never on one's
 * own answer. The answer row is locked, so the score moves by exactly the change of this vote.
 */
export async function voteOnAnswer(db: Db, { viewerId, answerId, value }: { viewerId: string; answerId: string; value: -1 | 0 | 1 }) {
  return db.transaction(async (tx) => {
    const [answer] = rowsOf<{ user_id: string }>(
      await tx.execute(sql`select user_id from question_answers where id = ${answerId} for update`),
    );
    if (!answer) throw answerNotFound();
    if (answer.user_id === viewerId) throw new AppError(403, 'own_answer', en.questions.ownAnswerVote);
    const [old] = rowsOf<{ value: number }>(
      await tx.execute(sql`select value from answer_votes where answer_id = ${answerId} and user_id = ${viewerId}`),
    );
    if (value === 0) await tx.execute(sql`delete from answer_votes where answer_id = ${answerId} and user_id = ${viewerId}`);
    else
      await tx.execute(sql`
        insert into answer_votes (answer_id, user_id, value) values (${answerId}, ${viewerId}, ${value})
        on conflict (answer_id, user_id) do update set value = excluded.value, created_at = now()`);
    const [row] = rowsOf<{ score: number }>(
      await tx.execute(
        sql`update question_answers set score = score + ${value - (old?.value ?? 0)} where id = ${answerId} returning score`,
      ),
    );
    return { score: row!.score, myVote: value };
  });
}
