import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * SPEC §3 newsletter_subscribers. With double opt-in (decision 032) a row is one of three: waiting
 * for its confirmation (not active, never unsubscribed since it asked), active, or unsubscribed
 * (not active, unsubscribed_at set). The email is stored trimmed and lowercased, so its unique
 * index is the rule "one row per address".
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    source: text('source').notNull().default('landing_page'),
    isActive: boolean('is_active').notNull().default(false),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    // When the address last proved it is theirs: the confirmation link, or a signed-in member's verified address.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    check('newsletter_subscribers_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    // The management list's order and the export's, newest first.
    index('newsletter_subscribers_subscribed_idx').on(t.subscribedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Whom an issue goes to.
    index('newsletter_subscribers_active_idx').on(t.id).where(sql`${t.isActive}`),
  ],
);

/** An issue an admin sent: what it said, rendered once, and when its sending finished. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => profiles.id),
    recipients: integer('recipients'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_issues_created_by_idx').on(t.createdBy)],
);

/**
 * One row per recipient of an issue, written before the mail is handed to SMTP (decision 032):
 * queued, claimed (handed over, outcome unknown until marked), sent, or skipped (unsubscribed
 * meanwhile). A claimed row left by a run that died is sent again, with the same Message-ID.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'claimed', 'sent', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    // The worker's next batch: an issue's queued rows in subscriber order.
    index('newsletter_deliveries_state_idx').on(t.issueId, t.state, t.subscriberId),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);
