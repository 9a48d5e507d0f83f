import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@prosper/shared/constants/notifications';
import { en } from '@prosper/shared/i18n/en';
import type { MentorNotificationCounts, NotificationCounts } from '@prosper/shared/schemas/notification';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { publish } from '../../realtime/outbox.ts';
import {
  mentorNotificationColumns,
  type MentorNotificationRow,
  notificationColumns,
  type NotificationRow,
  toMentorNotification,
  toNotification,
} from './rows.ts';

type Paged = { after: Cursor | null; unreadOnly: boolean };
const keyset = (after: Cursor | null, alias: string) =>
  after ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;

/**
 * A member's notifications, newest first, 20 a page, with each actor's profile in the same query;
 * of one kind only when asked (the notifications_user_kind_created_idx index walks it in order).
 * A "new posts" item sits at the time of its latest post.
 */
export async function listNotifications(db: Db, userId: string, { after, unreadOnly, kind }: Paged & { kind?: NotificationKind }) {
  const rows = rowsOf<NotificationRow & { cursor_at: string }>(
    await db.execute(sql`
    select ${notificationColumns}, ${cursorAt(sql`n.created_at`)}
    from notifications n left join profiles a on a.id = n.actor_id
    where n.user_id = ${userId} ${kind ? sql`and n.kind = ${kind}` : sql``} ${unreadOnly ? sql`and not n.read` : sql``} ${keyset(after, 'n')}
    order by n.created_at desc, n.id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toNotification);
}

export async function notificationCounts(db: Db, userId: string): Promise<NotificationCounts> {
  const [counts] = rowsOf<{ unread: number; sync: number }>(
    await db.execute(sql`
    select (select count(*) from notifications where user_id = ${userId} and not read)::int as unread,
      (select count(*) from notifications where recipient_id = ${userId} and type = 'sync_request' and not read)::int as sync`),
  );
  return { unread: counts!.unread, unreadSyncRequests: counts!.sync };
}

/** Another "new posts" item is unread already: two would break the one-unread rule (decision 022). */
export const alreadyUnread = () => new AppError(409, 'already_unread', en.notifications.alreadyUnread);

/** Marks one of the member's notifications read or unread; false when it is not theirs. */
export async function setNotificationRead(db: Db, userId: string, id: string, read: boolean): Promise<boolean> {
  try {
    return await writeRead(db, userId, id, read);
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw alreadyUnread();
    throw error;
  }
}

async function writeRead(db: Db, userId: string, id: string, read: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<NotificationRow>(
      await tx.execute(sql`
      with n as (update notifications set read = ${read} where id = ${id} and user_id = ${userId} returning *)
      select ${notificationColumns} from n left join profiles a on a.id = n.actor_id`),
    );
    if (!row) return false;
    await publish(tx, { topic: 'notifications', userId, type: 'update', payload: toNotification(row) });
    return true;
  });
}

export async function markAllNotificationsRead(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update notifications set read = true where user_id = ${userId} and not read`);
    await publish(tx, { topic: 'notifications', userId, type: 'read_all', payload: {} });
  });
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string; read: boolean }>(
      await tx.execute(sql`delete from notifications where id = ${id} and user_id = ${userId} returning id, read`),
    );
    if (!row) return false;
    await publish(tx, { topic: 'notifications', userId, type: 'delete', payload: row });
    return true;
  });
}

export async function clearNotifications(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from notifications where user_id = ${userId}`);
    await publish(tx, { topic: 'notifications', userId, type: 'clear', payload: {} });
  });
}

/** A mentor's own notifications, newest first, optionally unread only (SPEC §7). */
export async function listMentorNotifications(db: Db, mentorId: string, { after, unreadOnly }: Paged) {
  const rows = rowsOf<MentorNotificationRow & { cursor_at: string }>(
    await db.execute(sql`
    select ${mentorNotificationColumns}, ${cursorAt(sql`m.created_at`)}
    from mentor_notifications m
    where m.mentor_id = ${mentorId} ${unreadOnly ? sql`and not m.read` : sql``} ${keyset(after, 'm')}
    order by m.created_at desc, m.id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toMentorNotification);
}

export async function mentorNotificationCounts(db: Db, mentorId: string): Promise<MentorNotificationCounts> {
  const [counts] = rowsOf<MentorNotificationCounts>(
    await db.execute(sql`
    select count(*)::int as total, count(*) filter (where not read)::int as unread
    from mentor_notifications where mentor_id = ${mentorId}`),
  );
  return counts!;
}

export async function setMentorNotificationRead(db: Db, mentorId: string, id: string, read: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<MentorNotificationRow>(
      await tx.execute(sql`
      update mentor_notifications set read = ${read} where id = ${id} and mentor_id = ${mentorId}
      returning ${mentorNotificationColumns}`),
    );
    if (!row) return false;
    await publish(tx, { topic: 'mentor_notifications', userId: mentorId, type: 'update', payload: toMentorNotification(row) });
    return true;
  });
}

export async function markAllMentorNotificationsRead(db: Db, mentorId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update mentor_notifications set read = true where mentor_id = ${mentorId} and not read`);
    await publish(tx, { topic: 'mentor_notifications', userId: mentorId, type: 'read_all', payload: {} });
  });
}

export async function deleteMentorNotification(db: Db, mentorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string; read: boolean }>(
      await tx.execute(sql`
      delete from mentor_notifications where id = ${id} and mentor_id = ${mentorId} returning id, read`),
    );
    if (!row) return false;
    await publish(tx, { topic: 'mentor_notifications', userId: mentorId, type: 'delete', payload: row });
    return true;
  });
}
