import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { FAQ_TOPICS } from '@prosper/shared/schemas/faq';
import { profiles } from './profiles.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/**
 * A member's question (issue 18). `search` is PostgreSQL's own document of the title (weighted
 * first) and the body, kept by the database; tags are lower case (shared schema), so a GIN index on
 * the array answers "tagged with all of these" and a mentor's skills meet them by their key.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: member('user_id'),
    /** The one mentor the question is put to, if any; the question stays should they leave. */
    mentorId: text('mentor_id').references(() => profiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The plain-text start of the body lists show, made at write time as articles' is. */
    excerpt: text('excerpt').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    answersCount: integer('answers_count').notNull().default(0),
    /** The asker's pick; one column, so a question has one accepted answer at most. */
    acceptedAnswerId: uuid('accepted_answer_id').references((): AnyPgColumn => questionAnswers.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', left(body, 100000)), 'B')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Unanswered, newest first: the "Unanswered" and mentors' "For you" lists.
    index('questions_unanswered_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.answersCount} = 0`),
    index('questions_author_idx').on(t.userId, t.createdAt, t.id),
    index('questions_mentor_idx').on(t.mentorId),
    // Words and tags in one GIN index: a search by both is one index scan, whose fast scan skips
    // through a common tag's long posting list from a rarer word's entries instead of building the
    // tag's whole bitmap to intersect (decision 038: p95 99 → 43 ms with 1,000,000 questions).
    index('questions_search_tags_idx').using('gin', t.search, t.tags),
    // Tags alone: the array index is a fraction of the one above.
    index('questions_tags_idx').using('gin', t.tags),
    check('questions_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('questions_answers_not_negative', sql`${t.answersCount} >= 0`),
  ],
);

/** Answers, oldest first on the question's page; `score` is the sum of the votes, kept with each vote. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    body: text('body').notNull(),
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.createdAt, t.id),
    index('question_answers_author_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** One vote per member and answer, up (1) or down (-1). */
export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => questionAnswers.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.userId] }),
    // A member's votes, for their data export and their erasure.
    index('answer_votes_user_idx').on(t.userId, t.createdAt, t.answerId),
    check('answer_votes_value', sql`${t.value} in (-1, 1)`),
  ],
);

export const faqTopic = pgEnum('faq_topic', FAQ_TOPICS);

/** The FAQ at /faq, written by admins: few rows, read whole, by topic and position. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: faqTopic('topic').notNull(),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_order_idx').on(t.topic, t.position, t.id)],
);
