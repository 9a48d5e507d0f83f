import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** SPEC §3 articles, with what feeds need precomputed at write time: the plain-text excerpt and the word count. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: member('user_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    wordCount: integer('word_count').notNull(),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An author's articles, and the home feed of the people one follows.
    index('articles_author_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('articles_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('articles_counts_not_negative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.sharesCount} >= 0`),
  ],
);

/** SPEC §3 article_drafts: one per member. */
export const articleDrafts = pgTable('article_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: member('user_id').unique(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  imageUrl: text('image_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One like per member and article. */
export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('article_likes_user_idx').on(t.userId)],
);

/** Comments and one level of replies (parent_id names a top-level comment). */
export const articleComments = pgTable(
  'article_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => articleComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_comments_top_idx').on(t.articleId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('article_comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    // A member's comments, oldest first, for their data export.
    index('article_comments_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** Saved posts, newest saved first. */
export const savedArticles = pgTable(
  'saved_articles',
  {
    userId: member('user_id'),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('saved_articles_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.articleId.desc().nullsFirst()),
  ],
);
