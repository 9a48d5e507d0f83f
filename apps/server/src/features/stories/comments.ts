import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { StoryComment } from '@prosper/shared/schemas/story';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { type CommentRow, commentColumns, toStoryComment } from './rows.ts';
import { type Actor, requireAuthor, storyNotFound } from './stories.ts';

/** The articles' comment limit (decision 003): 9 comments per 30 s per member. */
const COMMENT_LIMIT = { max: 9, windowSeconds: 30 };
const commentNotFound = () => new AppError(404, 'not_found', en.stories.commentNotFound);

/** A story's comments, oldest first, 20 a page on the (story_id, created_at, id) index. */
export async function listStoryComments(db: Db, { storyId, after }: { storyId: string; after: Cursor | null }) {
  const exists = rowsOf(await db.execute(sql`select 1 from stories where id = ${storyId}`));
  if (!exists.length) throw storyNotFound();
  const rows = rowsOf<CommentRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${commentColumns}, ${cursorAt(sql`c.created_at`)}
      from story_comments c join profiles p on p.id = c.user_id
      where c.story_id = ${storyId}
        ${after ? sql`and (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by c.created_at, c.id
      limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toStoryComment);
}

/** A comment; the author hears of it (story_comment), never of their own. */
export async function createStoryComment(
  db: Db,
  { viewer, storyId, content }: { viewer: Actor; storyId: string; content: string },
): Promise<StoryComment> {
  await consumeRateLimit(db, `story-comments:${viewer.id}`, COMMENT_LIMIT, en.stories.tooManyComments);
  return db.transaction(async (tx) => {
    const story = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from stories where id = ${storyId} for update`))[0];
    if (!story) throw storyNotFound();
    const inserted = rowsOf<CommentRow>(
      await tx.execute(sql`
        with c as (insert into story_comments (story_id, user_id, content) values (${storyId}, ${viewer.id}, ${content}) returning *)
        select ${commentColumns} from c join profiles p on p.id = c.user_id`),
    )[0]!;
    await tx.execute(sql`update stories set comments_count = comments_count + 1 where id = ${storyId}`);
    await createNotification(tx, {
      recipientId: story.user_id,
      actorId: viewer.id,
      type: 'story_comment',
      postId: storyId,
      commentId: inserted.id,
      data: { story_id: storyId },
      ...notificationText('story_comment', { name: `${viewer.firstName} ${viewer.lastName}` }),
    });
    return toStoryComment(inserted);
  });
}

export async function deleteStoryComment(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'story_comments', id, viewerId, missing: commentNotFound });
    await removeStoryComment(tx, id);
  });
}

/** Deletes a comment and takes it off its story's count. */
export async function removeStoryComment(tx: Tx, id: string) {
  await tx.execute(sql`
    with gone as (delete from story_comments where id = ${id} returning story_id)
    update stories set comments_count = comments_count - 1 where id = (select story_id from gone)`);
}
