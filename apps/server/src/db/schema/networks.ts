import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { profiles } from './profiles.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const connectionRequestStatus = pgEnum('connection_request_status', ['pending', 'declined']);

/**
 * Requests to connect (SPEC's sync requests). A pending one is deleted when accepted or withdrawn;
 * a declined one stays, so the asker waits 30 days before asking that member again.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: member('requester_id'),
    recipientId: member('recipient_id'),
    note: text('note'),
    status: connectionRequestStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('connection_requests_not_self', sql`${t.requesterId} <> ${t.recipientId}`),
    // One pending request per pair, whichever of the two asked.
    uniqueIndex('connection_requests_pending_pair_idx')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} = 'pending'`),
    // The Requests tab's two lists, newest first.
    index('connection_requests_received_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pending'`),
    index('connection_requests_sent_idx')
      .on(t.requesterId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pending'`),
    index('connection_requests_declined_idx').on(t.requesterId, t.recipientId).where(sql`${t.status} = 'declined'`),
  ],
);

/**
 * Connections are mutual: each is two rows, one from each side, so a member's list is one index
 * range in its own order (newest first) without an `or`.
 */
export const connections = pgTable(
  'connections',
  {
    memberId: member('member_id'),
    otherId: member('other_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    check('connections_not_self', sql`${t.memberId} <> ${t.otherId}`),
    index('connections_member_created_idx').on(t.memberId, t.createdAt.desc().nullsFirst(), t.otherId.desc().nullsFirst()),
  ],
);

/** Networks of people by industry, country or interest; admins make, edit and archive them. */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('communities_created_idx').on(t.createdAt, t.id)],
);

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    memberId: member('member_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.memberId] }),
    // A community's members, newest first; a member's communities.
    index('community_members_joined_idx').on(t.communityId, t.joinedAt.desc().nullsFirst(), t.memberId.desc().nullsFirst()),
    index('community_members_member_idx').on(t.memberId),
  ],
);

/** The community an article's author tagged it with (one at most), for the community's feed. */
export const communityArticles = pgTable(
  'community_articles',
  {
    articleId: uuid('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_articles_feed_idx').on(t.communityId, t.createdAt.desc().nullsFirst(), t.articleId.desc().nullsFirst())],
);
