import { z } from 'zod';

/**
 * A mentor's money through the providers (decision 056), one row per month (in the mentor's time
 * zone, by when the mentee paid) and charge currency, in that currency's minor units; `paidUsdCents`
 * is the same charges at their US-dollar prices. Pending is what is still to reach the mentor:
 * paid − refunded − paid out − the platform's fee.
 */
export const earningsMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency: z.string(),
  paidMinor: z.number().int(),
  paidUsdCents: z.number().int(),
  refundedMinor: z.number().int(),
  paidOutMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  pendingMinor: z.number().int(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

/** GET /api/analytics/mentor/earnings: the last EARNINGS_MONTHS months, newest first. */
export const mentorEarningsSchema = z.object({
  months: z.array(earningsMonthSchema).describe('Newest month first; within a month, by currency; months with no money are left out'),
});
export type MentorEarnings = z.infer<typeof mentorEarningsSchema>;

/** How far back the earnings table and its CSV reach: this month and the eleven before it. */
export const EARNINGS_MONTHS = 12;

/** The CSV's name when downloaded. */
export const EARNINGS_CSV_FILE_NAME = 'prosper-earnings.csv';
