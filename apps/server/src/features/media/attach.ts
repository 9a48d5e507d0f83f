import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Media } from '@prosper/shared/schemas/media';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { UPLOADS_PREFIX } from '../../storage/storage.ts';
import { MEDIA_COLUMNS, type MediaRow, toMedia } from './rows.ts';
import { sweepSoon } from './sweep.ts';

type Executor = Pick<Db, 'execute'>;

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Attaches the sender's own private, ready, unused media to their new message; any other id (not
 * theirs, public, still processing, failed, or on another message) refuses the whole message.
 */
export async function attachToMessage(
  tx: Executor,
  { ownerId, messageId, mediaIds }: { ownerId: string; messageId: string; mediaIds: readonly string[] },
) {
  const ids = [...new Set(mediaIds)];
  if (ids.length === 0) return;
  const attached = rowsOf(
    await tx.execute(sql`
      update media set message_id = ${messageId}, attached_at = now()
      where id in (${uuidList(ids)}) and owner_id = ${ownerId} and private and state = 'ready' and attached_at is null
      returning id`),
  );
  if (attached.length !== ids.length) throw new AppError(400, 'media_not_attachable', en.media.notAttachable);
}

/** The media of each message, in upload order, in one query: what a page of a conversation shows. */
export async function mediaOfMessages(db: Executor, storage: Storage, messageIds: readonly string[]): Promise<Map<string, Media[]>> {
  const byMessage = new Map<string, Media[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = rowsOf<MediaRow & { message_id: string }>(
    await db.execute(sql`
      select ${sql.raw(MEDIA_COLUMNS)}, message_id from media
      where message_id in (${uuidList([...new Set(messageIds)])}) order by created_at, id`),
  );
  for (const r of rows) byMessage.set(r.message_id, [...(byMessage.get(r.message_id) ?? []), toMedia(r, storage)]);
  return byMessage;
}

/** Our public media named in a Markdown body: `/uploads/media/<owner>/<id>/…`. */
const MEDIA_URL = new RegExp(`${UPLOADS_PREFIX}media/[a-z0-9]+/([0-9a-f-]{36})/`, 'g');
export const mediaIdsIn = (markdown: string) => [...new Set([...markdown.matchAll(MEDIA_URL)].map((m) => m[1]!))];

/**
 * An article or a story holds the author's public media its body names: those it names now are
 * attached, those it no longer names are let go (and swept). Another member's media may be shown
 * but is not held; a piece of media is held by one thing only.
 */
async function attachToBody(
  tx: Executor,
  { ownerId, column, holderId, content }: { ownerId: string; column: 'article_id' | 'story_id'; holderId: string; content: string },
) {
  const holder = sql.raw(column);
  const other = sql.raw(column === 'article_id' ? 'story_id' : 'article_id');
  const ids = mediaIdsIn(content);
  const released = rowsOf(
    await tx.execute(sql`
      update media set ${holder} = null where ${holder} = ${holderId}
        ${ids.length ? sql`and id not in (${uuidList(ids)})` : sql``}
      returning id`),
  );
  if (released.length) await sweepSoon(tx);
  if (ids.length === 0) return;
  await tx.execute(sql`
    update media set ${holder} = ${holderId}, attached_at = coalesce(attached_at, now())
    where id in (${uuidList(ids)}) and owner_id = ${ownerId} and not private and message_id is null and ${other} is null
      and (${holder} is null or ${holder} = ${holderId})`);
}

export const attachToArticle = (tx: Executor, o: { ownerId: string; articleId: string; content: string }) =>
  attachToBody(tx, { ownerId: o.ownerId, column: 'article_id', holderId: o.articleId, content: o.content });

export const attachToStory = (tx: Executor, o: { ownerId: string; storyId: string; content: string }) =>
  attachToBody(tx, { ownerId: o.ownerId, column: 'story_id', holderId: o.storyId, content: o.content });

/** One of the owner's media, or a 404 for anyone else's (they need not learn it exists). */
export async function findOwnMedia(db: Executor, storage: Storage, { ownerId, id }: { ownerId: string; id: string }): Promise<Media> {
  const row = rowsOf<MediaRow>(
    await db.execute(sql`select ${sql.raw(MEDIA_COLUMNS)} from media where id = ${id} and owner_id = ${ownerId}`),
  )[0];
  if (!row) throw new AppError(404, 'not_found', en.media.notFound);
  return toMedia(row, storage);
}
