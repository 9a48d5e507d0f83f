import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Article, ArticleCard, articleInputSchema, articleUpdateSchema } from '@prosper/shared/schemas/article';
import type { z } from 'zod';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { publish } from '../../realtime/outbox.ts';
import { notifyFollowers } from '../notifications/jobs.ts';
import { summarize } from './plain-text.ts';
import { type CardRow, cardColumns, toArticle, toCard } from './rows.ts';
import { attachToArticle } from '../media/attach.ts';
import { sweepSoon } from '../media/sweep.ts';

/** Against spam, per member (as established communities do): 9 articles per 30 s. */
const ARTICLE_LIMIT = { max: 9, windowSeconds: 30 };

/** A member acting on articles: their id, and the name their notifications show. */
export type Actor = { id: string; firstName: string; lastName: string };
export const articleNotFound = () => new AppError(404, 'not_found', en.articles.notFound);
const authorOnly = () => new AppError(403, 'author_only', en.articles.authorOnly);

/** One article with its author; null when there is none. */
export async function findArticle(db: Tx, { id, viewerId }: { id: string; viewerId: string | null }): Promise<Article | null> {
  const result = await db.execute(sql`
    select ${cardColumns(viewerId)}, a.content
    from articles a join profiles p on p.id = a.user_id where a.id = ${id}`);
  const row = rowsOf<CardRow & { content: string }>(result)[0];
  return row ? toArticle(row) : null;
}

/**
 * Newest first, 20 a page (fewer when asked): every article, or those of the people the viewer follows.
 * The first page walks the (created_at, id) index and stops after 21 rows, however many articles there are.
 */
export async function listArticles(
  db: Db,
  o: { viewerId: string | null; scope: 'all' | 'following'; after: Cursor | null; pageSize?: number },
) {
  const pageSize = o.pageSize ?? PAGE_SIZE;
  const result = await db.execute(sql`
    select ${cardColumns(o.viewerId)}, ${cursorAt(sql`a.created_at`)}
    from articles a join profiles p on p.id = a.user_id
    where true
      ${o.scope === 'following' ? sql`and a.user_id in (select following_id from follows where follower_id = ${o.viewerId})` : sql``}
      ${o.after ? sql`and (a.created_at, a.id) < (${o.after.createdAt}::timestamptz, ${o.after.id}::uuid)` : sql``}
    order by a.created_at desc, a.id desc
    limit ${pageSize + 1}`);
  return keysetPage(rowsOf<CardRow & { cursor_at: string }>(result), toCard, pageSize);
}

/** Publishes: the article, its feed event, the end of the member's draft and the followers' notifications, together. */
export async function createArticle(
  db: Db,
  { author, log, ...input }: { author: Actor; log: Pick<FastifyBaseLogger, 'error'> } & z.output<typeof articleInputSchema>,
): Promise<Article> {
  await consumeRateLimit(db, `articles:${author.id}`, ARTICLE_LIMIT, en.articles.tooManyArticles);
  const { excerpt, wordCount } = summarize(input.content);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into articles (user_id, title, content, excerpt, word_count, image_url, tags)
      values (${author.id}, ${input.title}, ${input.content}, ${excerpt}, ${wordCount}, ${input.imageUrl}, ${sql.param(input.tags)}::text[])
      returning id`);
    const id = rowsOf<{ id: string }>(inserted)[0]!.id;
    await attachToArticle(tx, { ownerId: author.id, articleId: id, content: input.content });
    const article = (await findArticle(tx, { id, viewerId: author.id }))!;
    await tx.execute(sql`delete from article_drafts where user_id = ${author.id}`);
    const { content: _content, updatedAt: _updated, ...card } = article;
    await publish(tx, {
      topic: 'articles_feed',
      type: 'insert',
      payload: { ...card, likedByMe: false, savedByMe: false } satisfies ArticleCard,
    });
    // Telling followers is queued; should even queueing fail, the article still stands (SPEC §7).
    try {
      await tx.transaction((savepoint) => notifyFollowers(savepoint, { actorId: author.id, postId: id }));
    } catch (err) {
      log.error({ err, articleId: id }, 'articles: could not queue the follower notification');
    }
    return article;
  });
}

/** The author's own changes; anyone else is refused. */
export async function updateArticle(
  db: Db,
  { viewerId, id, ...input }: { viewerId: string; id: string } & z.output<typeof articleUpdateSchema>,
): Promise<Article> {
  return db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'articles', id, viewerId, missing: articleNotFound });
    const summary = input.content === undefined ? null : summarize(input.content);
    await tx.execute(sql`
      update articles set
        title = coalesce(${input.title ?? null}, title),
        content = coalesce(${input.content ?? null}, content),
        excerpt = coalesce(${summary?.excerpt ?? null}, excerpt),
        word_count = coalesce(${summary?.wordCount ?? null}, word_count),
        tags = coalesce(${input.tags ? sql.param(input.tags) : null}::text[], tags),
        image_url = ${input.imageUrl === undefined ? sql`image_url` : input.imageUrl},
        updated_at = now()
      where id = ${id}`);
    if (input.content !== undefined) await attachToArticle(tx, { ownerId: viewerId, articleId: id, content: input.content });
    return (await findArticle(tx, { id, viewerId }))!;
  });
}

export async function deleteArticle(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await requireAuthor(tx, { table: 'articles', id, viewerId, missing: articleNotFound });
    await tx.execute(sql`delete from articles where id = ${id}`);
    // The photos and videos it held go with it.
    await sweepSoon(tx);
  });
}

/** 404 when the row is missing, 403 when it is someone else's. Locks it for the caller's transaction. */
export async function requireAuthor(
  tx: Tx,
  { table, id, viewerId, missing }: { table: 'articles' | 'article_comments'; id: string; viewerId: string; missing: () => AppError },
) {
  const found = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from ${sql.raw(table)} where id = ${id} for update`))[0];
  if (!found) throw missing();
  if (found.user_id !== viewerId) throw authorOnly();
}
