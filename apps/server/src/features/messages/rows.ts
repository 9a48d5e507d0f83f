import { sql, type SQL } from 'drizzle-orm';
import type { Media } from '@prosper/shared/schemas/media';
import { type Message, type MessageThread, LAST_MESSAGE_PREVIEW } from '@prosper/shared/schemas/message';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { type Cursor, cursorAt, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toAuthor } from '../../lib/member-summary.ts';

/* Conversations and messages as the database holds them, and as each member may see them. */

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export type ThreadRow = {
  id: string;
  cursor_at: string;
  last_content: string | null;
  last_sender_id: string | null;
  last_created_at: string | Date | null;
  last_read_at: string | Date | null;
  unread: number;
  receipts: boolean;
} & MemberRow<'other'>;

type ThreadQuery = {
  viewerId: string;
  /** Extra conditions on the thread `t` and the other member `o`. */
  where?: SQL;
  /** Threads strictly older (in activity) than this keyset position. */
  after?: Cursor | null;
  /**
   * Lists hide threads with members the viewer blocked, and threads opened with Message that have no
   * message yet. Opened directly, a thread stays reachable: to unblock from it, or to write the first.
   */
  opened?: boolean;
  limit?: number;
};

/**
 * The viewer's threads, most recent activity first, with the other member, the last message and the
 * unread count, in one query.
 */
export async function threadRows(db: Tx, { viewerId, where, after, opened = false, limit = PAGE_SIZE + 1 }: ThreadQuery) {
  const before = after ? sql`and (last_message_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
  // Without a filter, each side of the pair needs only its next `limit`, plus as many as the viewer
  // blocked (those are left out): two short index walks, whatever the number of threads.
  const limitEach = where ? sql`` : sql`limit ${limit} + (select n from blocks)`;
  const written = opened ? sql`` : sql`and exists (select 1 from messages m where m.thread_id = message_threads.id)`;
  // The page of threads first (ids, order, filters), then the last message and unread count for
  // that page alone: a member with thousands of threads costs a short sort, not thousands of lookups.
  return rowsOf<ThreadRow>(
    await db.execute(sql`
      with blocks as (select count(*) as n from member_blocks where blocker_id = ${viewerId}),
      mine as (
        (select id, last_message_at, user2_id as other_id from message_threads where user1_id = ${viewerId} ${before} ${written}
         order by last_message_at desc, id desc ${limitEach})
        union all
        (select id, last_message_at, user1_id as other_id from message_threads where user2_id = ${viewerId} ${before} ${written}
         order by last_message_at desc, id desc ${limitEach})),
      page as (
        select t.id, t.last_message_at, t.other_id from mine t join profiles o on o.id = t.other_id
        where ${!opened ? sql`not exists (select 1 from member_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = t.other_id)` : sql`true`}
          ${where ?? sql``}
        order by t.last_message_at desc, t.id desc
        limit ${limit})
      select t.id, ${cursorAt(sql`t.last_message_at`)}, ${memberColumns('o', 'other')},
        lm.content as last_content, lm.sender_id as last_sender_id, lm.created_at as last_created_at, lm.read_at as last_read_at,
        (select count(*) from messages u where u.thread_id = t.id and u.recipient_id = ${viewerId} and u.read_at is null)::int as unread,
        ${receiptsBetween(sql`${viewerId}`, sql`o.id`)} as receipts
      from page t join profiles o on o.id = t.other_id
      left join lateral (
        select content, sender_id, created_at, read_at from messages m where m.thread_id = t.id
        order by m.created_at desc, m.id desc limit 1) lm on true
      order by t.last_message_at desc, t.id desc`),
  );
}

export function toThread(r: ThreadRow, viewerId: string): MessageThread {
  return {
    id: r.id,
    other: toAuthor(r, 'other'),
    lastMessage:
      r.last_content === null
        ? null
        : {
            content: r.last_content.length > LAST_MESSAGE_PREVIEW ? `${r.last_content.slice(0, LAST_MESSAGE_PREVIEW)}…` : r.last_content,
            senderId: r.last_sender_id!,
            createdAt: iso(r.last_created_at)!,
            readAt: r.last_sender_id === viewerId && !r.receipts ? null : iso(r.last_read_at),
          },
    lastMessageAt: r.cursor_at,
    unreadCount: r.unread,
  };
}

/** True when either member blocked the other. */
export const blockedEitherWay = (a: SQL, b: SQL) =>
  sql`exists (select 1 from member_blocks where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))`;

/** True when both members keep read receipts on (a missing settings row means on). */
export const receiptsBetween = (a: SQL, b: SQL) => sql`(
  select coalesce(bool_and(ps.read_receipts_enabled), true) from user_privacy_settings ps where ps.user_id in (${a}, ${b}))`;

/** What a message query selects for `toMessage`. */
export const MESSAGE_COLUMNS = sql.raw('id, thread_id, sender_id, recipient_id, content, client_id, created_at, read_at');

export type MessageRow = {
  id: string;
  thread_id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  client_id: string | null;
  created_at: string | Date;
  read_at: string | Date | null;
  /** Its photos and videos, where they were looked up. */
  media?: Media[] | undefined;
};

/**
 * A message as `viewerId` may see it: its sender learns when it was read only if both keep receipts
 * on; the client id is the sender's own (their tabs match their outbox by it).
 */
export function toMessage(r: MessageRow, viewerId: string, receipts: boolean): Message {
  return {
    id: r.id,
    threadId: r.thread_id,
    senderId: r.sender_id,
    recipientId: r.recipient_id,
    content: r.content,
    createdAt: iso(r.created_at)!,
    readAt: r.sender_id === viewerId && !receipts ? null : iso(r.read_at),
    media: r.media ?? [],
    clientId: r.sender_id === viewerId ? r.client_id : null,
  };
}

export async function receiptsOn(db: Tx | Db, a: string, b: string): Promise<boolean> {
  return rowsOf<{ on: boolean }>(await db.execute(sql`select ${receiptsBetween(sql`${a}`, sql`${b}`)} as on`))[0]!.on;
}
