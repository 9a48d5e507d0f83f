import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** A member looked at a mentor's profile: at most one row per viewer, mentor and day. */
export const profileViews = pgTable(
  'profile_views',
  {
    mentorId: text('mentor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.viewedOn, t.viewerId] }),
    index('profile_views_mentor_created_idx').on(t.mentorId, t.createdAt),
    // The profiles a member looked at, for their data export.
    index('profile_views_viewer_created_idx').on(t.viewerId, t.createdAt),
  ],
);
