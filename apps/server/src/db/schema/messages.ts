import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** SPEC §3 message_thread: one per pair of members, the smaller id first so the pair is unique. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user1Id: member('user1_id'),
    user2Id: member('user2_id'),
    // Opening a thread is its first activity, so a new thread sorts by when it was opened.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('message_threads_pair_unique').on(t.user1Id, t.user2Id),
    check('message_threads_ordered_pair', sql`${t.user1Id} < ${t.user2Id}`),
    // A member's threads, most recent activity first, from either side of the pair, in keyset pages.
    index('message_threads_user1_recent_idx').on(t.user1Id, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('message_threads_user2_recent_idx').on(t.user2Id, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** SPEC §3 message: read_at stays empty until the recipient opens the thread. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: member('sender_id'),
    recipientId: member('recipient_id'),
    content: text('content').notNull(),
    /** The sender's own id for the message (decision 044): a repeated send finds it instead of storing it twice. */
    clientId: uuid('client_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_created_idx').on(t.threadId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_unread_idx').on(t.recipientId, t.threadId).where(sql`${t.readAt} is null`),
    // A member's messages each way, oldest first: their data export walks these (decision 030).
    index('messages_sender_created_idx').on(t.senderId, t.createdAt, t.id),
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt, t.id),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
    check('messages_not_blank', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/** A member who blocked another: no messages from them, their threads hidden. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: member('blocker_id'),
    blockedId: member('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);
