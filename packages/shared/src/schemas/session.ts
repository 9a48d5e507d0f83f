import { z } from 'zod';
import { sessionPayoutSchema } from './payout.ts';
import * as en from '../i18n/en/index.ts';
import { SESSION_STATUSES } from '../constants/session-statuses.ts';
import { CURRENCY_CODES } from '../constants/currencies.ts';
import { calendarDay, instant } from './dates.ts';
import { memberId, rowId } from './ids.ts';
import { memberSummarySchema } from './member.ts';
import { paymentMethodViewSchema } from './payment-method.ts';
import { sessionDisputeSchema } from './payment-dispute.ts';
import { CHARGE_CURRENCY_CODES, LATE_CANCEL_REFUNDS, REFUND_STATUSES } from '../constants/charge-currencies.ts';
import { isTimeZone } from './profile.ts';
import { memberLine, memberText } from './text.ts';

const t = en.sessions;

/** The lengths a mentor may offer, in minutes. */
export const SESSION_LENGTHS = [30, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
const sessionLength = z.literal(SESSION_LENGTHS);

/** Against hoarding a mentor's time: requests waiting per mentee and mentor, and bookings per member per hour. */
export const MAX_WAITING_REQUESTS = 3;
export const BOOKING_LIMIT = { max: 10, windowSeconds: 3600 } as const;
/** An unanswered request lapses after this long. */
export const REQUEST_EXPIRY_HOURS = 48;
/** A cancellation closer than this to the start is marked late. */
export const LATE_CANCEL_HOURS = 24;
/** A no-show can be marked this long after the start. */
export const NO_SHOW_AFTER_MINUTES = 10;
/** The join link opens this long before the start. */
export const JOIN_OPENS_MINUTES = 10;
/** Both members are reminded this long before the start. */
export const REMINDER_MINUTES = 30;
/** A session's first reminder goes this long before it starts (decision 048). */
export const DAY_BEFORE_HOURS = 24;
/** A confirmed session nobody marked is completed this long after its end. */
export const AUTO_COMPLETE_HOURS = 24;

export const AVAILABILITY_DEFAULTS = {
  sessionLengths: [30, 60] as SessionLength[],
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 60,
};
export const AVAILABILITY_LIMITS = { bufferMinutes: 120, minNoticeMinutes: 14 * 24 * 60, horizonDays: 180, daysOff: 366 };

/** Monday is 1 and Sunday 7, as ISO 8601 counts them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const clock = z
  .string()
  .max(5, t.invalidTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, t.invalidTime);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const weeklyHoursSchema = z
  .array(z.object({ weekday: z.number().int().min(1).max(7), start: clock, end: clock }))
  .max(50)
  .superRefine((hours, ctx) => {
    for (const [i, h] of hours.entries()) {
      if (minutesOf(h.end) <= minutesOf(h.start)) ctx.addIssue({ code: 'custom', path: [i, 'end'], message: t.endBeforeStart });
      const overlaps = hours.some(
        (o, j) => j !== i && o.weekday === h.weekday && minutesOf(o.start) < minutesOf(h.end) && minutesOf(h.start) < minutesOf(o.end),
      );
      if (overlaps) ctx.addIssue({ code: 'custom', path: [i, 'start'], message: t.hoursOverlap });
    }
  });

/** What a mentor sets: weekly hours in their own time zone, lengths, buffer, notice, horizon and days off. */
export const availabilitySchema = z.object({
  timezone: z.string().min(1, t.timeZoneRequired).max(60).refine(isTimeZone, en.validation.invalidTimeZone),
  weeklyHours: weeklyHoursSchema,
  sessionLengths: z
    .array(z.union([z.literal(30), z.literal(60)]))
    .min(1, t.lengthRequired)
    .max(SESSION_LENGTHS.length)
    .transform((lengths) => [...new Set(lengths)].sort((a, b) => a - b))
    .pipe(z.array(sessionLength)),
  bufferMinutes: z.number().int().min(0).max(AVAILABILITY_LIMITS.bufferMinutes, t.bufferTooLong),
  minNoticeMinutes: z.number().int().min(0).max(AVAILABILITY_LIMITS.minNoticeMinutes, t.noticeTooLong),
  horizonDays: z.number().int().min(1).max(AVAILABILITY_LIMITS.horizonDays, t.horizonTooLong),
  daysOff: z
    .array(calendarDay)
    .max(AVAILABILITY_LIMITS.daysOff)
    .transform((days) => [...new Set(days)].sort())
    .pipe(z.array(z.iso.date())),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** GET /api/mentors/{id}/slots: the free start times of one length, as UTC instants. */
export const slotListSchema = z.object({
  mentorTimezone: z.string(),
  lengths: z.array(sessionLength),
  length: sessionLength,
  hourlyRateCents: z.number().int().nullable().describe('US cents an hour; null or 0 is free'),
  slots: z.array(z.iso.datetime()),
});
export type SlotList = z.infer<typeof slotListSchema>;

export const SESSION_TITLE_MAX = 120;
export const SESSION_NOTE_MAX = 1000;
export const REASON_MAX = 500;
export const REVIEW_COMMENT_MAX = 1000;

export const bookingSchema = z.object({
  mentorId: memberId,
  startsAt: instant,
  length: z.union([z.literal(30), z.literal(60)]),
  title: memberLine().trim().min(1, t.titleRequired).max(SESSION_TITLE_MAX, t.titleTooLong),
  note: memberText().trim().max(SESSION_NOTE_MAX, en.validation.tooLong).default(''),
  /** The booking member's own zone (the browser's), so what they are sent reads in their time. */
  timezone: z.string().max(60).refine(isTimeZone, en.validation.invalidTimeZone).optional(),
  /** Booked as part of a program the member takes part in, with one of its mentors: on its schedule (issue 17). */
  programId: rowId.optional(),
});
export type Booking = z.input<typeof bookingSchema>;

export const reasonSchema = z.object({ reason: memberText().trim().min(1, t.reasonRequired).max(REASON_MAX, en.validation.tooLong) });
export const optionalReasonSchema = z.object({ reason: memberText().trim().max(REASON_MAX, en.validation.tooLong).default('') });
export const rescheduleSchema = z.object({ startsAt: instant });
export const reviewSchema = z.object({
  rating: z.number().int().min(1, t.ratingRequired).max(5, t.ratingRequired),
  comment: memberText().trim().min(1, t.commentRequired).max(REVIEW_COMMENT_MAX, en.validation.tooLong),
});
export const reviewReplySchema = z.object({
  reply: memberText().trim().min(1, t.replyRequired).max(REVIEW_COMMENT_MAX, en.validation.tooLong),
});

export type { SessionStatus } from '../constants/session-statuses.ts';

export const SESSION_TABS = ['upcoming', 'pending', 'past', 'cancelled'] as const;
export type SessionTab = (typeof SESSION_TABS)[number];

/** What the viewer may do with a session now; the server decides and checks again on each call. */
export const SESSION_ACTIONS = [
  'confirm',
  'decline',
  'cancel',
  'reschedule',
  'acceptReschedule',
  'declineReschedule',
  'complete',
  'noShow',
  'review',
  'replyToReview',
  'markPaymentSent',
  'confirmPayment',
  'pay',
  'reportNoShow',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

export const SESSION_PARTIES = ['mentor', 'mentee'] as const;
export type SessionParty = (typeof SESSION_PARTIES)[number];

export const sessionReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
});
export type SessionReview = z.infer<typeof sessionReviewSchema>;

/** A payment's life: owed once the session is confirmed, sent when the mentee says so (with a reference), paid when the mentor confirms it arrived. */
export const PAYMENT_STATUSES = ['pending', 'sent', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const sessionPaymentSchema = z.object({
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  provider: z
    .string()
    .describe(
      '"direct": the mentee pays the mentor directly and the mentor confirms receipt; "paystack" or "flutterwave": the mentee pays on the provider\'s page',
    ),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.iso.datetime().nullable(),
  mentorCurrency: z.enum(CURRENCY_CODES).describe('The currency the mentor works in (their account setting), to show the amount in'),
  reference: z.string().nullable().describe('What the mentee gave when saying they paid; for the two members only'),
  sentAt: z.iso.datetime().nullable(),
  methods: z
    .array(paymentMethodViewSchema)
    .nullable()
    .describe("The mentor's payment details: for the mentee only, once the session is confirmed and while its payment is open"),
  charge: z
    .object({
      currency: z.enum(CHARGE_CURRENCY_CODES),
      amountMinor: z.number().int().describe("In the currency's minor units (kobo, pesewas, cents; whole francs and shillings)"),
      rate: z.string().describe('Units of the currency charged for one US dollar, set by an admin'),
      feeBearer: z.enum(['mentee', 'platform']),
    })
    .nullable()
    .describe('Through a provider: what the mentee is charged in their currency; null for a direct payment'),
  holdUntil: z.iso.datetime().nullable().describe('Through a provider: until when the session is held for the mentee to pay'),
  lateCancelRefund: z
    .enum(LATE_CANCEL_REFUNDS)
    .nullable()
    .describe("Through a provider: what a mentee's cancellation within the late-cancellation window refunds, as the mentor chose"),
  checking: z.boolean().describe('A checkout was started and the provider has not yet said it is paid'),
  refund: z
    .object({ status: z.enum(REFUND_STATUSES), amountMinor: z.number().int(), currency: z.enum(CHARGE_CURRENCY_CODES) })
    .nullable()
    .describe('A refund of this payment, shown to both members until the provider reports it processed'),
  dispute: sessionDisputeSchema
    .nullable()
    .describe('A no-show reported on this payment (decision 051): held while open, then refunded or paid to the mentor'),
  payout: sessionPayoutSchema
    .nullable()
    .describe("The mentor's payout of a payment made through a provider (decision 055): for the mentor only, null for anyone else"),
});
export type SessionPayment = z.infer<typeof sessionPaymentSchema>;

const party = z.enum(SESSION_PARTIES);

export const sessionSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(SESSION_STATUSES),
    title: z.string(),
    note: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    durationMinutes: sessionLength,
    priceCents: z.number().int().describe('US cents for the whole session; 0 is free'),
    mentor: memberSummarySchema,
    mentee: memberSummarySchema,
    viewerParty: party.nullable().describe("The viewer's side, or null for an admin looking on"),
    mentorTimezone: z.string().nullable(),
    menteeTimezone: z
      .string()
      .nullable()
      .describe("Each member's own zone where known (the mentor's hours; the mentee's browser when booking)"),
    meetingUrl: z.string().nullable().describe('Only for the two members, once confirmed'),
    cancelledBy: party.nullable(),
    reason: z.string().nullable(),
    lateCancellation: z.boolean(),
    noShow: party.nullable().describe('Who did not come'),
    proposal: z
      .object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), by: party })
      .nullable()
      .describe('A new time one side proposed; the other accepts or declines'),
    review: sessionReviewSchema.nullable(),
    payment: sessionPaymentSchema.nullable(),
    createdAt: z.iso.datetime(),
    actions: z.array(z.enum(SESSION_ACTIONS)).describe('What the viewer may do now; the server checks again on each call'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** A review on a mentor's profile. */
export const mentorReviewSchema = sessionReviewSchema.extend({ id: z.uuid(), mentee: memberSummarySchema });
export type MentorReview = z.infer<typeof mentorReviewSchema>;

/** GET /api/analytics/mentor: a mentor's own figures over a date range, money in US cents. */
export const mentorAnalyticsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({
    profileViews: z.number().int(),
    requests: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    hoursMentored: z.number(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    earningsCents: z.number().int(),
  }),
  months: z
    .array(z.object({ month: z.string(), completed: z.number().int(), hoursMentored: z.number(), earningsCents: z.number().int() }))
    .describe("One row per calendar month in the range (in the mentor's time zone), oldest first"),
});
export type MentorAnalytics = z.infer<typeof mentorAnalyticsSchema>;

/** A provider checkout opened for the mentee: the provider's page to send them to, and our reference for it. */
export const checkoutSchema = z.object({
  authorizationUrl: z.url(),
  reference: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** The return page's check: the reference the provider sent back, if any (else every open attempt is checked). */
export const paymentCheckSchema = z.object({ reference: z.string().min(1).max(100).optional() });
