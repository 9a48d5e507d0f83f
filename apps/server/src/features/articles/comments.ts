import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { ArticleComment, commentSchema } from '@prosper/shared/schemas/article';
import type { z } from 'zod';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { type CommentRow, commentColumns, toComment } from './rows.ts';
import { type Actor, articleNotFound, requireAuthor } from './articles.ts';

/** Against spam, per member (as established communities do): 9 comments per 30 s. */
const COMMENT_LIMIT = { max: 9, windowSeconds: 30 };
const commentNotFound = () => new AppError(404, 'not_found', en.articles.commentNotFound);

/**
 * An article's conversation, oldest first, 20 top-level comments a page, each with its replies:
 * two queries whatever the page holds.
 */
export async function listComments(db: Db, { articleId, after }: { articleId: string; after: Cursor | null }) {
  const top = rowsOf<CommentRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${commentColumns}, ${cursorAt(sql`c.created_at`)}
      from article_comments c join profiles p on p.id = c.user_id
      where c.article_id = ${articleId} and c.parent_id is null
        ${after ? sql`and (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by c.created_at, c.id
      limit ${PAGE_SIZE + 1}`),
  );
  const page = keysetPage(top, toComment);
  if (page.items.length === 0) return page;
  const replies = rowsOf<CommentRow>(
    await db.execute(sql`
      select ${commentColumns} from article_comments c join profiles p on p.id = c.user_id
      where c.parent_id in (${sql.join(
        page.items.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )})
      order by c.created_at, c.id`),
  );
  const byParent = new Map(page.items.map((c) => [c.id, c]));
  for (const reply of replies) byParent.get(reply.parent_id!)?.replies.push(toComment(reply));
  return page;
}

/**
 * A comment, or a reply to a top-level comment. Tells the article's author (post_comment) and, for
 * a reply, the comment's author (comment_reply) — the latter alone when they are the same member.
 */
export async function createComment(
  db: Db,
  { viewer, articleId, ...input }: { viewer: Actor; articleId: string } & z.output<typeof commentSchema>,
): Promise<ArticleComment> {
  await consumeRateLimit(db, `comments:${viewer.id}`, COMMENT_LIMIT, en.articles.tooManyComments);
  return db.transaction(async (tx) => {
    const article = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from articles where id = ${articleId} for update`))[0];
    if (!article) throw articleNotFound();
    let parentAuthor: string | null = null;
    if (input.parentId) {
      const parent = rowsOf<{ user_id: string; parent_id: string | null }>(
        await tx.execute(sql`select user_id, parent_id from article_comments where id = ${input.parentId} and article_id = ${articleId}`),
      )[0];
      if (!parent) throw commentNotFound();
      if (parent.parent_id) throw new AppError(400, 'reply_to_reply', en.articles.replyToReply);
      parentAuthor = parent.user_id;
    }
    const inserted = rowsOf<CommentRow>(
      await tx.execute(sql`
        with c as (
          insert into article_comments (article_id, user_id, parent_id, content)
          values (${articleId}, ${viewer.id}, ${input.parentId ?? null}, ${input.content}) returning *)
        select ${commentColumns} from c join profiles p on p.id = c.user_id`),
    )[0]!;
    await tx.execute(sql`update articles set comments_count = comments_count + 1 where id = ${articleId}`);

    const name = `${viewer.firstName} ${viewer.lastName}`;
    if (parentAuthor) {
      await createNotification(tx, {
        recipientId: parentAuthor,
        actorId: viewer.id,
        type: 'comment_reply',
        postId: articleId,
        commentId: input.parentId,
        ...notificationText('comment_reply', { name }),
      });
    }
    if (parentAuthor !== article.user_id) {
      await createNotification(tx, {
        recipientId: article.user_id,
        actorId: viewer.id,
        type: 'post_comment',
        postId: articleId,
        commentId: inserted.id,
        ...notificationText('post_comment', { name }),
      });
    }
    return toComment(inserted);
  });
}

export async function updateComment(
  db: Db,
  { viewerId, id, content }: { viewerId: string; id: string; content: string },
): Promise<ArticleComment> {
  return db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'article_comments', id, viewerId, missing: commentNotFound });
    const updated = rowsOf<CommentRow>(
      await tx.execute(sql`
        with c as (update article_comments set content = ${content}, updated_at = now() where id = ${id} returning *)
        select ${commentColumns} from c join profiles p on p.id = c.user_id`),
    )[0]!;
    return toComment(updated);
  });
}

/** Deletes a comment and its replies, and takes them all off the article's count. */
export async function deleteComment(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'article_comments', id, viewerId, missing: commentNotFound });
    await removeComment(tx, id);
  });
}

/** Deletes a comment with its replies, off the article's count: its author's delete, or an admin's removal (decision 034). */
export async function removeComment(tx: Tx, id: string) {
  await tx.execute(sql`
    with gone as (delete from article_comments where id = ${id} or parent_id = ${id} returning article_id)
    update articles set comments_count = comments_count - (select count(*) from gone)
    where id = (select article_id from gone limit 1)`);
}
