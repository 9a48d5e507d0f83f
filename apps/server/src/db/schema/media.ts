import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { messages } from './messages.ts';
import { profiles } from './profiles.ts';
import { stories } from './stories.ts';

/**
 * Photos and videos members upload (decision 035). Its files live in storage under
 * `[private/]media/<owner>/<id>/`; a row is attached to what holds it (a message, an article or a story) and
 * goes with it, and one never attached is swept after a day.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('processing'),
    private: boolean('private').notNull(),
    /** The upload as it came, counted against the owner's quota. */
    originalBytes: bigint('original_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    bytes: integer('bytes'),
    smallBytes: integer('small_bytes'),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_kind', sql`${t.kind} in ('image', 'video')`),
    check('media_state', sql`${t.state} in ('processing', 'ready', 'failed')`),
    // The owner's media (their quota, their export, their erasure).
    index('media_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('media_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
    index('media_article_idx').on(t.articleId).where(sql`${t.articleId} is not null`),
    index('media_story_idx').on(t.storyId).where(sql`${t.storyId} is not null`),
    // The sweep: never attached, oldest first; or attached to something that is gone.
    index('media_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
    index('media_released_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is not null and ${t.messageId} is null and ${t.articleId} is null and ${t.storyId} is null`),
  ],
);
