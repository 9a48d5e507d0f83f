import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** Who follows whom; one row per pair, never oneself. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    check('follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
    // Followers of a member, and whom a member follows, newest first (the lists' exact order).
    index('follows_following_created_idx').on(t.followingId, t.createdAt.desc().nullsFirst(), t.followerId.desc().nullsFirst()),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt.desc().nullsFirst(), t.followingId.desc().nullsFirst()),
  ],
);
