import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { payments, sessions } from './sessions.ts';
import { profiles } from './profiles.ts';

/*
 * Paying through a provider (decision 045): which provider and currency serve a mentee's country,
 * the rate a dollar price is charged at, each checkout attempt under our own reference, each
 * provider event once, and every movement of money as ledger rows in minor units.
 */

/** A country's provider and charge currency, by the country's name as profiles keep it; an admin may change them. */
export const paymentCountries = pgTable('payment_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  /** 'paystack', 'flutterwave' (decision 050), or null: no provider yet, the mentee pays directly. */
  provider: text('provider'),
  currency: text('currency').notNull(),
  /** The provider's local fee estimate in basis points, added on top when the mentee bears the fee. */
  feeBasisPoints: integer('fee_basis_points').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Units of a currency one US dollar is charged at, from a date on; the latest in force applies. */
export const chargeRates = pgTable(
  'charge_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    setBy: text('set_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('charge_rates_rate_check', sql`${t.rate} > 0`), index('charge_rates_currency_idx').on(t.currency, t.effectiveFrom)],
);

/**
 * One checkout at the provider under our own reference: a retry of the same call reuses it (the
 * provider refuses a second transaction with one reference), an abandoned checkout leaves it open
 * and a new attempt gets a new one.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider account's country (one Paystack key per country). */
    country: text('country').notNull(),
    reference: text('reference').notNull().unique(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** open → paid, or failed; a paid attempt may then be refunded. */
    status: text('status').notNull().default('open'),
    authorizationUrl: text('authorization_url'),
    providerTransactionId: text('provider_transaction_id'),
    providerFeeMinor: integer('provider_fee_minor'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** pending (asked), processed (the provider says done), failed. */
    refundStatus: text('refund_status'),
    refundMinor: integer('refund_minor'),
    refundReason: text('refund_reason'),
    refundProviderId: text('refund_provider_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the refund was asked: the admin's Refunds list runs newest first on it. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_attempts_amount_check', sql`${t.amountMinor} > 0`),
    index('payment_attempts_payment_idx').on(t.paymentId),
    // The admin's lists (decision 051): payments newest first, refunds newest first, a provider's reference found.
    index('payment_attempts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payment_attempts_refund_idx').on(t.refundRequestedAt.desc(), t.id.desc()).where(sql`${t.refundRequestedAt} is not null`),
    index('payment_attempts_provider_tx_idx').on(t.providerTransactionId),
    index('payment_attempts_refund_provider_idx').on(t.refundProviderId),
    // The re-verify job's scan: open attempts, oldest first.
    index('payment_attempts_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/** A provider's event, once: Paystack's carry no id, so its key is the event name and the transaction id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_key').on(t.provider, t.eventKey)],
);

/** What did not add up (a bad signature, an unknown reference, a wrong amount or currency), for admins; never a secret or a payload. */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_mismatches_created_idx').on(t.createdAt), index('payment_mismatches_reference_idx').on(t.reference)],
);

/**
 * A no-show reported on a session paid through a provider (decision 051): one per session, opened by
 * either member on their own word; while open the money stays with the platform (no payout, no
 * automatic refund) until an admin refunds the mentee or pays the mentor.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The paid attempt whose money is held (and refunded, if so decided). */
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    /** The side that reported the other absent: 'mentor' or 'mentee'. */
    reportedBy: text('reported_by').notNull(),
    note: text('note').notNull().default(''),
    /** open, then refunded (the mentee's money goes back) or paid_mentor (the mentor keeps it). */
    status: text('status').notNull().default('open'),
    /** The admin who decided; an erased admin's decisions move to their stand-in, the key only guards against a dangling id. */
    decidedBy: text('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_disputes_status_check', sql`${t.status} in ('open', 'refunded', 'paid_mentor')`),
    check('payment_disputes_reported_by_check', sql`${t.reportedBy} in ('mentor', 'mentee')`),
    index('payment_disputes_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payment_disputes_attempt_idx').on(t.attemptId),
  ],
);

/**
 * Every movement of money, written as two rows (from one account to another) in the currency's
 * minor units, so a payment's rows always add up to zero and each account's sum is what it holds.
 * Accounts: mentee, platform, provider (its fee), mentor (later: transfers).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    /** charge, provider_fee, platform_fee, refund (transfer: a later step). */
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_payment_idx').on(t.paymentId)],
);
