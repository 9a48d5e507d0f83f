import { sql } from 'drizzle-orm';
import { NEW_CONVERSATION_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { MESSAGE_LIMIT, MESSAGES_PAGE_SIZE, type Message } from '@prosper/shared/schemas/message';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { publish } from '../../realtime/outbox.ts';
import type { Storage } from '../../storage/storage.ts';
import { attachToMessage, mediaOfMessages } from '../media/attach.ts';
import { sweepSoon } from '../media/sweep.ts';
import { MESSAGE_COLUMNS, type MessageRow, receiptsOn, toMessage } from './rows.ts';
import { participantThread } from './threads.ts';

/** A new_message notification waits this long: if the recipient read the message meanwhile (they had the thread open), none is made. */
export const NOTIFY_AFTER_MS = 10_000;

export async function unreadCount(db: Db, { viewerId }: { viewerId: string }): Promise<number> {
  return rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from messages m
      where m.recipient_id = ${viewerId} and m.read_at is null
        and not exists (select 1 from member_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = m.sender_id)`),
  )[0]!.n;
}

/** A page of a thread's messages, newest first; the next page holds older ones. */
export async function listMessages(
  db: Db,
  { viewerId, threadId, before, storage }: { viewerId: string; threadId: string; before: Cursor | null; storage: Storage },
) {
  const { otherId } = await participantThread(db, { viewerId, threadId });
  const receipts = await receiptsOn(db, viewerId, otherId);
  const found = rowsOf<MessageRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${MESSAGE_COLUMNS}, ${cursorAt(sql`created_at`)}
      from messages where thread_id = ${threadId}
        ${before ? sql`and (created_at, id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : sql``}
      order by created_at desc, id desc
      limit ${MESSAGES_PAGE_SIZE + 1}`),
  );
  const media = await mediaOfMessages(
    db,
    storage,
    found.slice(0, MESSAGES_PAGE_SIZE).map((r) => r.id),
  );
  return keysetPage(found, (r) => toMessage({ ...r, media: media.get(r.id) }, viewerId, receipts), MESSAGES_PAGE_SIZE);
}

/** Publishes a message event to both members, each seeing it as they may. */
async function publishToBoth(tx: Tx, type: 'insert' | 'update', row: MessageRow, receipts: boolean) {
  for (const userId of [row.sender_id, row.recipient_id]) {
    await publish(tx, { topic: 'messages', userId, type, payload: toMessage(row, userId, receipts) });
  }
}

/**
 * Sends a message once. With a `clientId`, a repeat of the same send (a retry after a lost answer,
 * the outbox, a second tab) answers the message already stored: no second row, notification or
 * event, and no second count against the pace limit (decision 044).
 */
export async function sendMessage(
  db: Db,
  {
    viewerId,
    threadId,
    content,
    mediaIds = [],
    clientId,
    storage,
  }: { viewerId: string; threadId: string; content: string; mediaIds?: readonly string[]; clientId?: string; storage?: Storage },
): Promise<Message> {
  const send = { viewerId, threadId, content, clientId, storage };
  const before = await storedSend(db, send);
  if (before) return before;
  await consumeRateLimit(db, `messages:${viewerId}`, MESSAGE_LIMIT, en.messages.tooMany);
  return db.transaction(async (tx) => {
    const { otherId } = await participantThread(tx, { viewerId, threadId, lock: true, refuseBlocked: true });
    // Two copies of one send in flight queue on the thread's lock: the second finds the first's row.
    const stored = await storedSend(tx, send);
    if (stored) return stored;
    // The first message of a conversation goes to someone who has not answered yet: against cold
    // messaging, a member starts only so many a day (the thread's lock makes two first messages count once).
    const opens = !rowsOf(await tx.execute(sql`select 1 from messages where thread_id = ${threadId} limit 1`)).length;
    if (opens) await consumeRateLimit(tx, `conversations:${viewerId}`, NEW_CONVERSATION_LIMIT, en.errors.tooManyNewConversations);
    // The message and the thread's latest activity in one statement. Only the same client id sent at
    // once into another thread (whose lock this send does not hold) reaches the conflict.
    const row = rowsOf<MessageRow>(
      await tx.execute(sql`
        with m as (
          insert into messages (thread_id, sender_id, recipient_id, content, client_id)
          values (${threadId}, ${viewerId}, ${otherId}, ${content}, ${clientId ?? null})
          on conflict (sender_id, client_id) where client_id is not null do nothing
          returning ${MESSAGE_COLUMNS}),
        touched as (update message_threads t set last_message_at = m.created_at from m where t.id = m.thread_id)
        select * from m`),
    )[0];
    if (!row) throw clientIdReused();
    if (mediaIds.length > 0 && storage) {
      await attachToMessage(tx, { ownerId: viewerId, messageId: row.id, mediaIds });
      row.media = (await mediaOfMessages(tx, storage, [row.id])).get(row.id);
    }
    await publishToBoth(tx, 'insert', row, true);
    await enqueue(tx, 'message_notification', { messageId: row.id }, { runAt: new Date(Date.now() + NOTIFY_AFTER_MS) });
    return toMessage(row, viewerId, true);
  });
}

const clientIdReused = () => new AppError(409, 'client_id_reused', en.messages.clientIdReused);

/**
 * The message the viewer already sent with this client id, as they see it now. The same id with
 * another thread or other words is not a repeat but a client's mistake: refused, nothing stored.
 */
async function storedSend(
  db: Db | Tx,
  {
    viewerId,
    threadId,
    content,
    clientId,
    storage,
  }: { viewerId: string; threadId: string; content: string; clientId?: string; storage?: Storage },
): Promise<Message | null> {
  if (!clientId) return null;
  const row = rowsOf<MessageRow>(
    await db.execute(sql`select ${MESSAGE_COLUMNS} from messages where sender_id = ${viewerId} and client_id = ${clientId}`),
  )[0];
  if (!row) return null;
  if (row.thread_id !== threadId || row.content !== content) throw clientIdReused();
  if (storage) row.media = (await mediaOfMessages(db, storage, [row.id])).get(row.id);
  return toMessage(row, viewerId, await receiptsOn(db, viewerId, row.recipient_id));
}

/** Marks what was sent to the viewer in a thread as read now, and tells both members. */
export async function markThreadRead(db: Db, { viewerId, threadId, storage }: { viewerId: string; threadId: string; storage: Storage }) {
  await db.transaction(async (tx) => {
    const { otherId } = await participantThread(tx, { viewerId, threadId });
    const read = rowsOf<MessageRow>(
      await tx.execute(sql`
        update messages set read_at = now() where thread_id = ${threadId} and recipient_id = ${viewerId} and read_at is null
        returning ${MESSAGE_COLUMNS}`),
    );
    if (read.length === 0) return;
    const receipts = await receiptsOn(tx, viewerId, otherId);
    const media = await mediaOfMessages(
      tx,
      storage,
      read.map((r) => r.id),
    );
    for (const row of read) await publishToBoth(tx, 'update', { ...row, media: media.get(row.id) }, receipts);
  });
}

export async function deleteMessage(db: Db, { viewerId, messageId }: { viewerId: string; messageId: string }) {
  await db.transaction(async (tx) => {
    const found = rowsOf<{ sender_id: string; recipient_id: string; thread_id: string }>(
      await tx.execute(sql`select sender_id, recipient_id, thread_id from messages where id = ${messageId} for update`),
    )[0];
    if (!found) throw new AppError(404, 'not_found', en.errors.notFound);
    if (found.sender_id !== viewerId) throw new AppError(403, 'not_sender', en.messages.notParticipant);
    await removeMessage(tx, { id: messageId, ...found });
  });
}

/** Deletes a message and takes it off both members' open pages: its sender's delete, or an admin's removal (decision 034). */
export async function removeMessage(tx: Tx, m: { id: string; sender_id: string; recipient_id: string; thread_id: string }) {
  await tx.execute(sql`delete from messages where id = ${m.id}`);
  // Its photos and videos go with it.
  await sweepSoon(tx);
  for (const userId of [m.sender_id, m.recipient_id]) {
    await publish(tx, { topic: 'messages', userId, type: 'delete', payload: { id: m.id, threadId: m.thread_id } });
  }
}
