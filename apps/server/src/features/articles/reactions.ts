import { sql } from 'drizzle-orm';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { type CardRow, cardColumns, toCard } from './rows.ts';
import { type Actor, articleNotFound } from './articles.ts';

/** Against share spam, per member. */
const SHARE_LIMIT = { max: 30, windowSeconds: 60 };

/**
 * Likes once per member. The count moves only when the like row appears or goes, inside one
 * transaction that holds the article's row lock, so concurrent likes and unlikes keep it exact.
 */
export async function setLike(db: Db, { viewer, id, like }: { viewer: Actor; id: string; like: boolean }) {
  return db.transaction(async (tx) => {
    const article = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from articles where id = ${id}`))[0];
    if (!article) throw articleNotFound();
    const changed = like
      ? rowsOf(
          await tx.execute(
            sql`insert into article_likes (article_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`,
          ),
        )
      : rowsOf(await tx.execute(sql`delete from article_likes where article_id = ${id} and user_id = ${viewer.id} returning 1`));
    const counted = changed.length
      ? await tx.execute(sql`update articles set likes_count = likes_count + ${like ? 1 : -1} where id = ${id} returning likes_count`)
      : await tx.execute(sql`select likes_count from articles where id = ${id}`);
    if (like && changed.length) {
      const name = `${viewer.firstName} ${viewer.lastName}`;
      await createNotification(tx, {
        recipientId: article.user_id,
        actorId: viewer.id,
        type: 'post_like',
        postId: id,
        ...notificationText('post_like', { name }),
      });
    }
    return { liked: like, likesCount: rowsOf<{ likes_count: number }>(counted)[0]!.likes_count };
  });
}

export async function countShare(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await consumeRateLimit(db, `shares:${viewerId}`, SHARE_LIMIT);
  const counted = rowsOf<{ shares_count: number }>(
    await db.execute(sql`update articles set shares_count = shares_count + 1 where id = ${id} returning shares_count`),
  );
  if (!counted[0]) throw articleNotFound();
  return { sharesCount: counted[0].shares_count };
}

export async function setSaved(db: Db, { viewerId, id, save }: { viewerId: string; id: string; save: boolean }) {
  const exists = rowsOf(await db.execute(sql`select 1 from articles where id = ${id}`));
  if (!exists.length) throw articleNotFound();
  await db.execute(
    save
      ? sql`insert into saved_articles (user_id, article_id) values (${viewerId}, ${id}) on conflict do nothing`
      : sql`delete from saved_articles where user_id = ${viewerId} and article_id = ${id}`,
  );
  return { saved: save };
}

/** The viewer's saved articles, newest saved first. */
export async function listSaved(db: Db, { viewerId, after }: { viewerId: string; after: Cursor | null }) {
  const result = await db.execute(sql`
    select ${cardColumns(viewerId)}, ${cursorAt(sql`s.created_at`)}
    from saved_articles s join articles a on a.id = s.article_id join profiles p on p.id = a.user_id
    where s.user_id = ${viewerId}
      ${after ? sql`and (s.created_at, a.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by s.created_at desc, a.id desc
    limit ${PAGE_SIZE + 1}`);
  return keysetPage(rowsOf<CardRow & { cursor_at: string }>(result), toCard);
}
