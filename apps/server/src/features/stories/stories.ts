import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { Story, StorySort, storyInputSchema, storyUpdateSchema } from '@prosper/shared/schemas/story';
import type { z } from 'zod';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, encodeCursor, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { summarize } from '../articles/plain-text.ts';
import { attachToStory } from '../media/attach.ts';
import { sweepSoon } from '../media/sweep.ts';
import { createNotification } from '../notifications/service.ts';
import { type StoryRow, storyColumns, storyFrom, toStory, toStoryCard } from './rows.ts';

/** The articles' limit (decision 003): 9 stories per 30 s per member. */
const STORY_LIMIT = { max: 9, windowSeconds: 30 };

export type Actor = { id: string; firstName: string; lastName: string };
export const storyNotFound = () => new AppError(404, 'not_found', en.stories.notFound);
const authorOnly = () => new AppError(403, 'author_only', en.stories.authorOnly);

export async function findStory(db: Tx, { id, viewerId }: { id: string; viewerId: string | null }): Promise<Story | null> {
  const row = rowsOf<StoryRow & { content: string }>(
    await db.execute(sql`select ${storyColumns(viewerId)}, s.content from ${storyFrom} where s.id = ${id}`),
  )[0];
  return row ? toStory(row, viewerId) : null;
}

/**
 * The feed, 20 a page (fewer when asked): newest first on (created_at, id), or most loved first on (likes_count,
 * created_at, id). The loved cursor carries the count in its id part (`<likes>:<id>`).
 */
export async function listStories(db: Db, o: { viewerId: string | null; sort: StorySort; after: Cursor | null; pageSize?: number }) {
  const pageSize = o.pageSize ?? PAGE_SIZE;
  const loved = o.sort === 'loved';
  const after = o.after ? (loved ? lovedKey(o.after) : o.after) : null;
  const result = await db.execute(sql`
    select ${storyColumns(o.viewerId)}, ${cursorAt(sql`s.created_at`)}
    from ${storyFrom}
    where true
      ${
        after === null
          ? sql``
          : 'likes' in after
            ? sql`and (s.likes_count, s.created_at, s.id) < (${after.likes}, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : sql`and (s.created_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      }
    order by ${loved ? sql`s.likes_count desc, ` : sql``}s.created_at desc, s.id desc
    limit ${pageSize + 1}`);
  const rows = rowsOf<StoryRow & { cursor_at: string }>(result);
  const page = keysetPage(rows, (r) => toStoryCard(r, o.viewerId), pageSize);
  if (!loved || !page.nextCursor) return page;
  const last = rows[pageSize - 1]!;
  return { ...page, nextCursor: encodeCursor({ createdAt: last.cursor_at, id: `${last.likes_count}:${last.id}` }) };
}

/** The id part of a loved cursor, already checked by the route's pattern. */
function lovedKey(cursor: Cursor) {
  const [likes, id] = cursor.id.split(':') as [string, string];
  return { likes: Number(likes), createdAt: cursor.createdAt, id };
}

/** The stories that name this mentor with their approval, newest first (their public page). */
export async function listMentorStories(db: Db, o: { mentorId: string; viewerId: string | null; after: Cursor | null }) {
  const result = await db.execute(sql`
    select ${storyColumns(o.viewerId)}, ${cursorAt(sql`s.created_at`)}
    from ${storyFrom}
    where s.mentor_id = ${o.mentorId} and s.mentor_state = 'approved'
      ${o.after ? sql`and (s.created_at, s.id) < (${o.after.createdAt}::timestamptz, ${o.after.id}::uuid)` : sql``}
    order by s.created_at desc, s.id desc
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<StoryRow & { cursor_at: string }>(result), (r) => toStoryCard(r, o.viewerId));
}

/** The mentors a member may name: those they have had a completed session with, by name. */
export async function nameableMentors(db: Db, { viewerId }: { viewerId: string }) {
  const rows = rowsOf<{ id: string; first_name: string; last_name: string; avatar_url: string | null }>(
    await db.execute(sql`
      select p.id, p.first_name, p.last_name, p.avatar_url from profiles p
      where p.id in (select mentor_id from sessions where mentee_id = ${viewerId} and status = 'completed')
        and p.closed_at is null and not p.anonymised
      order by p.first_name, p.last_name, p.id`),
  );
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, avatarUrl: r.avatar_url }));
}

/** Refuses naming anyone but a mentor the author has had a completed session with. */
async function requireOwnMentor(tx: Tx, { authorId, mentorId }: { authorId: string; mentorId: string }) {
  const found = rowsOf(
    await tx.execute(sql`
      select 1 from sessions where mentee_id = ${authorId} and mentor_id = ${mentorId} and status = 'completed' limit 1`),
  );
  if (!found.length) throw new AppError(400, 'not_your_mentor', en.stories.notYourMentor, { mentorId: en.stories.notYourMentor });
}

/** Asks the named mentor to approve being named. */
async function askMentor(tx: Tx, { author, mentorId, storyId }: { author: Actor; mentorId: string; storyId: string }) {
  await createNotification(tx, {
    recipientId: mentorId,
    actorId: author.id,
    type: 'story_mentor_named',
    postId: storyId,
    data: { story_id: storyId },
    ...notificationText('story_mentor_named', { name: `${author.firstName} ${author.lastName}` }),
  });
}

export async function createStory(db: Db, { author, ...input }: { author: Actor } & z.output<typeof storyInputSchema>): Promise<Story> {
  await consumeRateLimit(db, `stories:${author.id}`, STORY_LIMIT, en.stories.tooManyStories);
  const { excerpt } = summarize(input.content);
  return db.transaction(async (tx) => {
    if (input.mentorId) await requireOwnMentor(tx, { authorId: author.id, mentorId: input.mentorId });
    const inserted = await tx.execute(sql`
      insert into stories (user_id, title, content, excerpt, image_url, mentor_id, mentor_state)
      values (${author.id}, ${input.title}, ${input.content}, ${excerpt}, ${input.imageUrl}, ${input.mentorId},
        ${input.mentorId ? 'pending' : null}::story_mentor_state)
      returning id`);
    const id = rowsOf<{ id: string }>(inserted)[0]!.id;
    await attachToStory(tx, { ownerId: author.id, storyId: id, content: input.content });
    if (input.mentorId) await askMentor(tx, { author, mentorId: input.mentorId, storyId: id });
    return (await findStory(tx, { id, viewerId: author.id }))!;
  });
}

/** The author's changes. Naming another mentor asks them afresh; the same one keeps their answer. */
export async function updateStory(
  db: Db,
  { author, id, ...input }: { author: Actor; id: string } & z.output<typeof storyUpdateSchema>,
): Promise<Story> {
  return db.transaction(async (tx) => {
    const current = await requireAuthor(tx, { table: 'stories', id, viewerId: author.id, missing: storyNotFound });
    const summary = input.content === undefined ? null : summarize(input.content);
    const newMentor = input.mentorId !== undefined && input.mentorId !== current.mentor_id;
    if (newMentor && input.mentorId) await requireOwnMentor(tx, { authorId: author.id, mentorId: input.mentorId });
    await tx.execute(sql`
      update stories set
        title = coalesce(${input.title ?? null}, title),
        content = coalesce(${input.content ?? null}, content),
        excerpt = coalesce(${summary?.excerpt ?? null}, excerpt),
        image_url = ${input.imageUrl === undefined ? sql`image_url` : input.imageUrl},
        ${newMentor ? sql`mentor_id = ${input.mentorId}, mentor_state = ${input.mentorId ? 'pending' : null}::story_mentor_state,` : sql``}
        updated_at = now()
      where id = ${id}`);
    if (input.content !== undefined) await attachToStory(tx, { ownerId: author.id, storyId: id, content: input.content });
    if (newMentor && input.mentorId) await askMentor(tx, { author, mentorId: input.mentorId, storyId: id });
    return (await findStory(tx, { id, viewerId: author.id }))!;
  });
}

export async function deleteStory(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'stories', id, viewerId, missing: storyNotFound });
    await removeStory(tx, id);
  });
}

/** Deletes a story with its likes, comments and the media it held: its author's delete, or an admin's removal. */
export async function removeStory(tx: Tx, id: string) {
  await tx.execute(sql`delete from stories where id = ${id}`);
  await sweepSoon(tx);
}

/** The named mentor approves or declines being named; no one else may answer. */
export async function answerNaming(db: Db, { viewerId, id, approve }: { viewerId: string; id: string; approve: boolean }) {
  return db.transaction(async (tx) => {
    const [story] = rowsOf<{ mentor_id: string | null }>(await tx.execute(sql`select mentor_id from stories where id = ${id} for update`));
    if (!story) throw storyNotFound();
    if (story.mentor_id !== viewerId) throw new AppError(403, 'not_named', en.stories.notNamed);
    await tx.execute(sql`update stories set mentor_state = ${approve ? 'approved' : 'declined'}::story_mentor_state where id = ${id}`);
    return (await findStory(tx, { id, viewerId }))!;
  });
}

/** 404 when the row is missing, 403 when it is someone else's. Locks it for the caller's transaction. */
export async function requireAuthor(
  tx: Tx,
  { table, id, viewerId, missing }: { table: 'stories' | 'story_comments'; id: string; viewerId: string; missing: () => AppError },
) {
  const found = rowsOf<{ user_id: string; mentor_id?: string | null }>(
    await tx.execute(sql`select * from ${sql.raw(table)} where id = ${id} for update`),
  )[0];
  if (!found) throw missing();
  if (found.user_id !== viewerId) throw authorOnly();
  return { mentor_id: found.mentor_id ?? null };
}
