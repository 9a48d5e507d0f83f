import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MENTOR_NAMING_STATES } from '@prosper/shared/schemas/story';
import { profiles } from './profiles.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const mentorNamingState = pgEnum('story_mentor_state', MENTOR_NAMING_STATES);

/**
 * Members' stories of how mentoring changed something for them (issue 18). The named mentor is
 * asked first: `mentor_state` says where that stands, and only an approved name is shown.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: member('user_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    imageUrl: text('image_url'),
    mentorId: text('mentor_id').references(() => profiles.id, { onDelete: 'set null' }),
    mentorState: mentorNamingState('mentor_state'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The newest-first feed, and the most-loved one.
    index('stories_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stories_loved_idx').on(t.likesCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An author's stories (their export, their erasure).
    index('stories_author_idx').on(t.userId, t.createdAt),
    // A mentor's public page: the stories that name them, approved, newest first.
    index('stories_mentor_approved_idx')
      .on(t.mentorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mentorState} = 'approved'`),
    check('stories_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('stories_counts_not_negative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
    check('stories_mentor_named', sql`(${t.mentorId} is null) = (${t.mentorState} is null)`),
  ],
);

/** One like per member and story. */
export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('story_likes_user_idx').on(t.userId, t.createdAt)],
);

/** Comments on a story, oldest first (no replies: a story's conversation is short). */
export const storyComments = pgTable(
  'story_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_comments_story_idx').on(t.storyId, t.createdAt, t.id),
    index('story_comments_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);
