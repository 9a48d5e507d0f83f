import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, date, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * A member's goals (SPEC §2 /goals), their milestones and the comments of the mentor a goal is
 * shared with (decision 039). A goal goes with its owner; a mentor's account going unshares it.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    why: text('why').notNull().default(''),
    targetDate: date('target_date'),
    /** The mentor who may read the goal and comment; the server checks they share a session with the owner. */
    mentorId: text('mentor_id').references(() => profiles.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set when the last open milestone is ticked, cleared when one opens again. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's active (or archived) goals, newest first: the /goals tabs and the dashboard.
    index('goals_owner_state_created_idx').on(
      t.userId,
      sql`(${t.archivedAt} is not null)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // What mentees shared with a mentor, newest first.
    index('goals_mentor_created_idx')
      .on(t.mentorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mentorId} is not null`),
    check('goals_title_length', sql`char_length(${t.title}) between 1 and 120`),
  ],
);

export const goalMilestones = pgTable(
  'goal_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('goal_milestones_goal_idx').on(t.goalId, t.position)],
);

export const goalComments = pgTable(
  'goal_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goal_comments_goal_created_idx').on(t.goalId, t.createdAt, t.id), index('goal_comments_user_idx').on(t.userId)],
);
