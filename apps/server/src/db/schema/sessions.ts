import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SESSION_STATUSES } from '@prosper/shared/constants/session-statuses';
import type { PaymentMethod } from '@prosper/shared/schemas/payment-method';
import { PAYMENT_STATUSES } from '@prosper/shared/schemas/session';
import { profiles } from './profiles.ts';
import { programs } from './programs.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** A mentor's bookable time: weekly hours in their own zone, lengths, buffer, notice, horizon, days off. */
export const mentorAvailability = pgTable('mentor_availability', {
  mentorId: member('mentor_id').primaryKey(),
  timezone: text('timezone').notNull(),
  /** [{ weekday 1–7 (Monday first), start 'HH:MM', end 'HH:MM' }] in `timezone`. */
  weeklyHours: jsonb('weekly_hours').$type<{ weekday: number; start: string; end: string }[]>().notNull(),
  sessionLengths: integer('session_lengths').array().notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  minNoticeMinutes: integer('min_notice_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  /** Whole days off, as dates in `timezone`. */
  daysOff: text('days_off').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessionStatusEnum = pgEnum('session_status', SESSION_STATUSES);
export const sessionPartyEnum = pgEnum('session_party', ['mentor', 'mentee']);

/**
 * A booked session. While requested or confirmed it holds [starts_at, blocked_until) of the mentor's
 * time (the end plus the mentor's buffer when booked) and [starts_at, ends_at) of the mentee's: two
 * exclusion constraints (migration 0008) refuse any overlap, whatever races.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: member('mentor_id'),
    menteeId: member('mentee_id'),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    status: sessionStatusEnum('status').notNull().default('requested'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The mentee's zone when they booked, for what they are sent; the mentor's is their availability's. */
    menteeTimezone: text('mentee_timezone'),
    meetingUrl: text('meeting_url'),
    cancelledBy: sessionPartyEnum('cancelled_by'),
    reason: text('reason'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    noShow: sessionPartyEnum('no_show'),
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedBy: sessionPartyEnum('proposed_by'),
    /** Set in the reminder's own transaction, so a retried or doubled job never reminds twice. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The day-before reminder's mark (decision 048), set as `reminded_at` is; cleared when the session moves. */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    /** Raised on every change of time or state, so calendars replace the event (RFC 5545 SEQUENCE). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Booked as part of a program by one of its participants with one of its mentors: on the program's schedule. */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sessions_times_check', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    check('sessions_price_check', sql`${t.priceCents} >= 0`),
    check('sessions_two_members_check', sql`${t.mentorId} <> ${t.menteeId}`),
    // Each member's sessions by time, for the tabs, the analytics and the slot computation.
    index('sessions_mentor_starts_idx').on(t.mentorId, t.startsAt),
    index('sessions_mentee_starts_idx').on(t.menteeId, t.startsAt),
    // A program's schedule, in time order.
    index('sessions_program_starts_idx').on(t.programId, t.startsAt).where(sql`${t.programId} is not null`),
  ],
);

export const sessionReviews = pgTable(
  'session_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    mentorId: member('mentor_id'),
    menteeId: member('mentee_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('session_reviews_mentor_created_idx').on(t.mentorId, t.createdAt.desc().nullsFirst(), t.sessionId.desc().nullsFirst()),
    // The reviews a mentee wrote, for their data export.
    index('session_reviews_mentee_idx').on(t.menteeId),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** What a mentee owes a mentor for a paid session, made when the mentor confirms it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    payerId: member('payer_id'),
    payeeId: member('payee_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** What the mentee gave when saying they paid (an M-Pesa confirmation code, a bank reference), and when. */
    reference: text('reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Through a provider (decision 045): what the mentee is charged, in the currency's minor units, at the rate then in force. */
    /** The country whose provider account takes the money (one Paystack key per country). */
    chargeCountry: text('charge_country'),
    chargeCurrency: text('charge_currency'),
    chargeMinor: integer('charge_minor'),
    chargeRate: numeric('charge_rate', { precision: 18, scale: 6 }),
    /** Who bears the provider's fee: 'mentee' (on top of the price) or 'platform'. */
    feeBearer: text('fee_bearer'),
    /** The mentor's late-cancellation refund as it stood at confirmation: none, half or full. */
    lateCancelRefund: text('late_cancel_refund'),
    /** Until when the session is held for the mentee to pay. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    index('payments_payee_paid_idx').on(t.payeeId, t.paidAt),
    // What a member paid, for their data export.
    index('payments_payer_idx').on(t.payerId),
    // The hold's sweep (decision 057): provider payments still waiting, by when their hold ends.
    index('payments_hold_idx').on(t.holdUntil).where(sql`${t.status} = 'pending' and ${t.holdUntil} is not null`),
  ],
);

/**
 * How a mentor takes direct payment (M-Pesa, MTN MoMo, bank transfer, PayPal), in the order
 * mentees see them: saved whole, checked by the shared schema, shown only to the mentee of a
 * confirmed paid session while its payment is open (decision 023).
 */
export const mentorPaymentMethods = pgTable('mentor_payment_methods', {
  mentorId: member('mentor_id').primaryKey(),
  methods: jsonb('methods').$type<PaymentMethod[]>().notNull(),
  /** What a mentee's late cancellation refunds of a paid session: none, half or full (decision 045). */
  lateCancelRefund: text('late_cancel_refund').notNull().default('none'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
