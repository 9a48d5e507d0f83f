import { sql } from 'drizzle-orm';
import type { Page } from '@prosper/shared/schemas/member';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { MESSAGE_LIMIT, MESSAGES_PAGE_SIZE, type Message, type MessageSettings, type MessageThread } from '@prosper/shared/schemas/message';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toAuthor } from '../../lib/member-summary.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { publish } from '../../realtime/outbox.ts';
import { createNotification } from '../notifications/service.ts';
import { blockedEitherWay, type MessageRow, participantThread, receiptsOn, threadRows, toMessage, toThread } from './threads.ts';

/** A new_message notification waits this long: if the recipient read the message meanwhile (they had the thread open), none is made. */
export const NOTIFY_AFTER_MS = 10_000;

/** A page of the viewer's threads, most recent activity first; `q` filters by the other member's name. */
export async function listThreads(
  db: Db,
  { viewerId, q, after }: { viewerId: string; q?: string; after: Cursor | null },
): Promise<Page<MessageThread>> {
  const words = (q ?? '').trim().toLowerCase();
  const rows = await threadRows(db, {
    viewerId,
    where: words ? sql`and lower(o.first_name || ' ' || o.last_name) like ${`%${words.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    after,
  });
  return keysetPage(rows, (r) => toThread(r, viewerId));
}

export async function findThread(db: Db, { viewerId, threadId }: { viewerId: string; threadId: string }): Promise<MessageThread> {
  await participantThread(db, { viewerId, threadId });
  const [row] = await threadRows(db, { viewerId, where: sql`and t.id = ${threadId}`, hideBlocked: false });
  return toThread(row!, viewerId);
}

export async function unreadCount(db: Db, { viewerId }: { viewerId: string }): Promise<number> {
  return rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from messages m
      where m.recipient_id = ${viewerId} and m.read_at is null
        and not exists (select 1 from member_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = m.sender_id)`),
  )[0]!.n;
}

/**
 * The one thread between two members, made on first use. Refused for oneself, between members
 * where either blocked the other, and when the recipient takes new conversations from nobody, or
 * only from people they follow and does not follow the viewer.
 */
export async function openThread(db: Db, { viewerId, recipientId }: { viewerId: string; recipientId: string }): Promise<MessageThread> {
  if (recipientId === viewerId) throw new AppError(400, 'cannot_message_self', en.messages.cannotMessageSelf);
  const [user1, user2] = viewerId < recipientId ? [viewerId, recipientId] : [recipientId, viewerId];
  const state = rowsOf<{ exists: boolean; thread_id: string | null; blocked: boolean; who: string | null; follows_me: boolean }>(
    await db.execute(sql`
      select exists (select 1 from profiles where id = ${recipientId}) as exists,
        (select id from message_threads where user1_id = ${user1} and user2_id = ${user2}) as thread_id,
        ${blockedEitherWay(sql`${viewerId}`, sql`${recipientId}`)} as blocked,
        (select who_can_message from user_privacy_settings where user_id = ${recipientId}) as who,
        exists (select 1 from follows where follower_id = ${recipientId} and following_id = ${viewerId}) as follows_me`),
  )[0]!;
  if (!state.exists) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  if (state.blocked) throw new AppError(403, 'blocked', en.messages.blocked);
  let threadId = state.thread_id;
  if (!threadId) {
    const who = state.who ?? 'everyone';
    if (who === 'nobody' || (who === 'following' && !state.follows_me)) throw new AppError(403, 'not_accepting', en.messages.notAccepting);
    await db.execute(sql`insert into message_threads (user1_id, user2_id) values (${user1}, ${user2}) on conflict do nothing`);
    threadId = rowsOf<{ id: string }>(
      await db.execute(sql`select id from message_threads where user1_id = ${user1} and user2_id = ${user2}`),
    )[0]!.id;
  }
  return findThread(db, { viewerId, threadId });
}

/** A page of a thread's messages, newest first; the next page holds older ones. */
export async function listMessages(db: Db, { viewerId, threadId, before }: { viewerId: string; threadId: string; before: Cursor | null }) {
  const { otherId } = await participantThread(db, { viewerId, threadId });
  const receipts = await receiptsOn(db, viewerId, otherId);
  const found = rowsOf<MessageRow & { cursor_at: string }>(
    await db.execute(sql`
      select id, thread_id, sender_id, recipient_id, content, created_at, read_at, ${cursorAt(sql`created_at`)}
      from messages where thread_id = ${threadId}
        ${before ? sql`and (created_at, id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : sql``}
      order by created_at desc, id desc
      limit ${MESSAGES_PAGE_SIZE + 1}`),
  );
  return keysetPage(found, (r) => toMessage(r, viewerId, receipts), MESSAGES_PAGE_SIZE);
}

/** Publishes a message event to both members, each seeing it as they may. */
async function publishToBoth(tx: Tx, type: 'insert' | 'update', row: MessageRow, receipts: boolean) {
  for (const userId of [row.sender_id, row.recipient_id]) {
    await publish(tx, { topic: 'messages', userId, type, payload: toMessage(row, userId, receipts) });
  }
}

export async function sendMessage(
  db: Db,
  { viewerId, threadId, content }: { viewerId: string; threadId: string; content: string },
): Promise<Message> {
  await consumeRateLimit(db, `messages:${viewerId}`, MESSAGE_LIMIT, en.messages.tooMany);
  return db.transaction(async (tx) => {
    const { otherId } = await participantThread(tx, { viewerId, threadId, lock: true, refuseBlocked: true });
    // The message and the thread's latest activity in one statement.
    const row = rowsOf<MessageRow>(
      await tx.execute(sql`
        with m as (
          insert into messages (thread_id, sender_id, recipient_id, content) values (${threadId}, ${viewerId}, ${otherId}, ${content})
          returning id, thread_id, sender_id, recipient_id, content, created_at, read_at),
        touched as (update message_threads t set last_message_at = m.created_at from m where t.id = m.thread_id)
        select * from m`),
    )[0]!;
    await publishToBoth(tx, 'insert', row, true);
    await enqueue(tx, 'message_notification', { messageId: row.id }, { runAt: new Date(Date.now() + NOTIFY_AFTER_MS) });
    return toMessage(row, viewerId, true);
  });
}

/** Marks what was sent to the viewer in a thread as read now, and tells both members. */
export async function markThreadRead(db: Db, { viewerId, threadId }: { viewerId: string; threadId: string }) {
  await db.transaction(async (tx) => {
    const { otherId } = await participantThread(tx, { viewerId, threadId });
    const read = rowsOf<MessageRow>(
      await tx.execute(sql`
        update messages set read_at = now() where thread_id = ${threadId} and recipient_id = ${viewerId} and read_at is null
        returning id, thread_id, sender_id, recipient_id, content, created_at, read_at`),
    );
    if (read.length === 0) return;
    const receipts = await receiptsOn(tx, viewerId, otherId);
    for (const row of read) await publishToBoth(tx, 'update', row, receipts);
  });
}

export async function deleteMessage(db: Db, { viewerId, messageId }: { viewerId: string; messageId: string }) {
  await db.transaction(async (tx) => {
    const found = rowsOf<{ sender_id: string; recipient_id: string; thread_id: string }>(
      await tx.execute(sql`select sender_id, recipient_id, thread_id from messages where id = ${messageId} for update`),
    )[0];
    if (!found) throw new AppError(404, 'not_found', en.errors.notFound);
    if (found.sender_id !== viewerId) throw new AppError(403, 'not_sender', en.messages.notParticipant);
    await tx.execute(sql`delete from messages where id = ${messageId}`);
    for (const userId of [found.sender_id, found.recipient_id]) {
      await publish(tx, { topic: 'messages', userId, type: 'delete', payload: { id: messageId, threadId: found.thread_id } });
    }
  });
}

export async function setBlocked(db: Db, { viewerId, memberId, block }: { viewerId: string; memberId: string; block: boolean }) {
  if (memberId === viewerId) throw new AppError(400, 'cannot_block_self', en.messages.cannotMessageSelf);
  if (!rowsOf(await db.execute(sql`select 1 from profiles where id = ${memberId}`)).length)
    throw new AppError(404, 'not_found', en.errors.memberNotFound);
  await db.execute(
    block
      ? sql`insert into member_blocks (blocker_id, blocked_id) values (${viewerId}, ${memberId}) on conflict do nothing`
      : sql`delete from member_blocks where blocker_id = ${viewerId} and blocked_id = ${memberId}`,
  );
}

export async function listBlocked(db: Db, { viewerId }: { viewerId: string }) {
  return rowsOf<MemberRow<'member'>>(
    await db.execute(sql`
      select ${memberColumns('p', 'member')} from member_blocks b join profiles p on p.id = b.blocked_id
      where b.blocker_id = ${viewerId} order by b.created_at desc`),
  ).map((r) => toAuthor(r, 'member'));
}

/** A report for the admins; a message named must be one the reporter could see, from the reported member. */
export async function report(
  db: Db,
  { viewerId, ...input }: { viewerId: string; memberId: string; messageId?: string | null; reason: string },
) {
  if (!rowsOf(await db.execute(sql`select 1 from profiles where id = ${input.memberId}`)).length)
    throw new AppError(404, 'not_found', en.errors.memberNotFound);
  if (input.messageId) {
    const ok = rowsOf(
      await db.execute(
        sql`select 1 from messages where id = ${input.messageId} and sender_id = ${input.memberId} and recipient_id = ${viewerId}`,
      ),
    );
    if (!ok.length) throw new AppError(404, 'not_found', en.errors.notFound);
  }
  await db.execute(
    sql`insert into reports (reporter_id, member_id, message_id, reason) values (${viewerId}, ${input.memberId}, ${input.messageId ?? null}, ${input.reason})`,
  );
}

export async function messageSettings(db: Db, { userId }: { userId: string }): Promise<MessageSettings> {
  await db.execute(sql`insert into user_privacy_settings (user_id) values (${userId}) on conflict do nothing`);
  const row = rowsOf<{ who_can_message: MessageSettings['whoCanMessage']; read_receipts_enabled: boolean }>(
    await db.execute(sql`select who_can_message, read_receipts_enabled from user_privacy_settings where user_id = ${userId}`),
  )[0]!;
  return { whoCanMessage: row.who_can_message, readReceiptsEnabled: row.read_receipts_enabled };
}

export async function updateMessageSettings(db: Db, { userId, ...patch }: { userId: string } & Partial<MessageSettings>) {
  await messageSettings(db, { userId });
  await db.execute(sql`
    update user_privacy_settings set
      who_can_message = coalesce(${patch.whoCanMessage ?? null}, who_can_message),
      read_receipts_enabled = coalesce(${patch.readReceiptsEnabled ?? null}::boolean, read_receipts_enabled),
      updated_at = now()
    where user_id = ${userId}`);
  return messageSettings(db, { userId });
}

/** The delayed new_message notification: only for a message still unread, through the one notification service. */
export function messageJobs(db: Db): Record<string, JobHandler> {
  return {
    message_notification: async (payload) => {
      await db.transaction(async (tx) => {
        const found = rowsOf<{ sender_id: string; recipient_id: string; thread_id: string; first_name: string; last_name: string }>(
          await tx.execute(sql`
            select m.sender_id, m.recipient_id, m.thread_id, p.first_name, p.last_name
            from messages m join profiles p on p.id = m.sender_id
            where m.id = ${String(payload.messageId)} and m.read_at is null`),
        )[0];
        if (!found) return;
        const name = `${found.first_name} ${found.last_name}`;
        await createNotification(tx, {
          recipientId: found.recipient_id,
          actorId: found.sender_id,
          type: 'new_message',
          ...notificationText('new_message', { name }),
          data: { thread_id: found.thread_id },
        });
      });
    },
  };
}
