import { sql } from 'drizzle-orm';
import type { Page } from '@prosper/shared/schemas/member';
import { en } from '@prosper/shared/i18n/en';
import type { MessageThread } from '@prosper/shared/schemas/message';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, keysetPage } from '../../lib/cursor.ts';
import { threadRows, toThread, blockedEitherWay } from './rows.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

/**
 * A thread the viewer takes part in, locked for the caller's transaction when asked: 404 when it
 * does not exist, 403 when it is someone else's (or, for sending, when either member blocked the other
 * or the other's account is closed).
 */
export async function participantThread(
  db: Tx,
  { viewerId, threadId, lock, refuseBlocked }: { viewerId: string; threadId: string; lock?: boolean; refuseBlocked?: boolean },
) {
  const thread = rowsOf<{ user1_id: string; user2_id: string; blocked: boolean; closed: boolean }>(
    await db.execute(sql`
      select user1_id, user2_id, ${refuseBlocked ? blockedEitherWay(sql`user1_id`, sql`user2_id`) : sql`false`} as blocked,
        ${refuseBlocked ? sql`exists (select 1 from profiles p where p.id in (t.user1_id, t.user2_id) and p.closed_at is not null)` : sql`false`} as closed
      from message_threads t where id = ${threadId} ${lock ? sql`for update of t` : sql``}`),
  )[0];
  if (!thread) throw new AppError(404, 'not_found', en.messages.threadNotFound);
  if (thread.user1_id !== viewerId && thread.user2_id !== viewerId) throw new AppError(403, 'not_participant', en.messages.notParticipant);
  // Sending: refused when either member blocked the other, or the other closed their account (decision 031).
  if (thread.blocked || thread.closed) throw new AppError(403, 'blocked', en.messages.blocked);
  return { otherId: thread.user1_id === viewerId ? thread.user2_id : thread.user1_id };
}

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
  const [row] = await threadRows(db, { viewerId, where: sql`and t.id = ${threadId}`, opened: true });
  return toThread(row!, viewerId);
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
      select exists (select 1 from profiles where id = ${recipientId} and closed_at is null and ${notSuspended('profiles')}) as exists,
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
