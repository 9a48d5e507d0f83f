import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * SMS (decision 049). A member's phone is texted only once verified: the number proven by a 6-digit
 * code, kept here beside the code's hash, its expiry and the tries left. The phone itself stays in
 * `profiles.phone`; a changed profile phone no longer matches `phone` here, so it is unverified again.
 */
export const memberPhones = pgTable('member_phones', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** E.164, "+254712345678": the number the code went to, or that was verified. */
  phone: text('phone').notNull(),
  /** SHA-256 of the code (with the member's id), never the code itself. */
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  triesLeft: integer('tries_left').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/** The countries an admin lets us text, by calling code ("254" Kenya): SMS-pumping fraud aims at costly destinations. */
export const smsCountries = pgTable('sms_countries', {
  callingCode: text('calling_code').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Numbers that told the provider STOP (or that the provider reports blacklisted): never texted again. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every text, recorded before it leaves (so the day's count against the cap is exact across
 * instances) with how it ended: `sending`, `sent`, `failed` (for sure: may be retried), `unknown`
 * (a timeout after the request left: never sent again), `opted_out`.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    /** code, test, notification. */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('sending'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_sends_created_idx').on(t.createdAt), index('sms_sends_user_idx').on(t.userId, t.createdAt)],
);
