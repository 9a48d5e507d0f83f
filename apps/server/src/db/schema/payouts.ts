import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { payments } from './sessions.ts';
import { paymentAttempts } from './payments.ts';

/*
 * Paying mentors (decision 055): where a mentor is paid, and each transfer of a paid session's money
 * to them through the provider that collected it, under our own reference.
 */

/**
 * A mentor's payout account, one per charge currency: a bank account or a mobile money wallet,
 * checked with the provider's account lookup where it has one. The full number is kept for the
 * transfer and never shown back (the last 4 digits are).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** The provider and provider account (country) that pays out in this currency, as the country table said when saved. */
    provider: text('provider').notNull(),
    country: text('country').notNull(),
    /** 'bank' or 'mobile_money'. */
    kind: text('kind').notNull(),
    /** The provider's bank (or mobile money network) code. */
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The name the provider's lookup gave (or the mentor's, where there is no lookup). */
    accountName: text('account_name').notNull(),
    /** Paystack's transfer recipient (RCP_…), created when the account is saved; null for Flutterwave. */
    recipientCode: text('recipient_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payout_accounts_mentor_currency').on(t.mentorId, t.currency),
    check('payout_accounts_kind_check', sql`${t.kind} in ('bank', 'mobile_money')`),
  ],
);

/**
 * One paid session's payout to its mentor. `tries` counts the transfers asked: each under its own
 * reference (`reference` is the current one), reused when an answer is lost, new only after the
 * provider says the last one failed — so a transfer is never made twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    mentorId: text('mentor_id').references(() => profiles.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** What the mentor is sent, and the platform fee kept back, in minor units. */
    amountMinor: integer('amount_minor').notNull(),
    platformFeeMinor: integer('platform_fee_minor').notNull().default(0),
    /**
     * waiting_account (no payout account in this currency yet), queued, awaiting_otp (Paystack holds the
     * transfer until an admin enters the OTP it sent: decision 061), sent (the provider took it), paid, failed.
     */
    status: text('status').notNull().default('queued'),
    reference: text('reference').notNull().unique(),
    tries: integer('tries').notNull().default(1),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    /** When the provider first took the transfer (under way); the admin's list shows it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
    check('payouts_status_check', sql`${t.status} in ('waiting_account', 'queued', 'awaiting_otp', 'sent', 'paid', 'failed')`),
    index('payouts_mentor_idx').on(t.mentorId, t.createdAt),
    index('payouts_transfer_idx').on(t.providerTransferId),
    // The admin's list, newest first a page at a time (decision 061).
    index('payouts_created_idx').on(t.createdAt, t.id),
  ],
);
