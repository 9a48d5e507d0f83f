import { z } from 'zod';
import { REFUND_STATUSES } from '../constants/charge-currencies.ts';
import * as en from '../i18n/en/index.ts';
import { DISPUTE_STATUSES } from './payment-dispute.ts';

/*
 * The admin's Payments section (decisions 051, 061): five lists, each newest first a page at a time and
 * searchable by a reference, ours (pm_…, payout-…) or the provider's.
 */

export const PAYMENT_LISTS = ['payments', 'refunds', 'disputes', 'payouts', 'mismatches'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

/** A reference is searched exactly: ours are made by us, the provider's are its ids. */
export const paymentSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, en.validation.tooLong)
    .regex(/^[A-Za-z0-9_.:-]*$/, en.validation.invalidId)
    .optional()
    .describe('A reference, exactly: ours (pm_…, payout-…) or the provider’s transaction, refund or transfer id'),
});

const person = z.object({ id: z.string(), name: z.string() });
const charged = z.object({ currency: z.string(), amountMinor: z.number().int().describe('In the currency’s minor units') });

/** One checkout attempt at a provider, with its payment's price in dollars and what was charged. */
export const adminPaymentRowSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  title: z.string(),
  provider: z.string(),
  reference: z.string(),
  providerReference: z.string().nullable(),
  amountCents: z.number().int().describe('The session’s price, US cents'),
  charged,
  status: z.enum(['open', 'paid', 'failed']),
  mentee: person,
  mentor: person,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminRefundRowSchema = adminPaymentRowSchema.extend({
  refund: z.object({
    status: z.enum(REFUND_STATUSES),
    amountMinor: z.number().int(),
    reason: z.string().nullable(),
    providerReference: z.string().nullable(),
    requestedAt: z.iso.datetime(),
    refundedAt: z.iso.datetime().nullable(),
  }),
});
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;

export const adminDisputeRowSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  title: z.string(),
  reference: z.string(),
  providerReference: z.string().nullable(),
  amountCents: z.number().int(),
  charged,
  status: z.enum(DISPUTE_STATUSES),
  reportedBy: z.enum(['mentor', 'mentee']),
  note: z.string(),
  decisionReason: z.string().nullable(),
  mentee: person,
  mentor: person,
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AdminDisputeRow = z.infer<typeof adminDisputeRowSchema>;

export const adminMismatchRowSchema = z.object({
  id: z.string(),
  provider: z.string(),
  reason: z.string(),
  reference: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.iso.datetime(),
});
export type AdminMismatchRow = z.infer<typeof adminMismatchRowSchema>;

/** A payout's states (decisions 055, 061): awaiting_otp is a Paystack transfer held until an admin enters its OTP. */
export const PAYOUT_STATUSES = ['waiting_account', 'queued', 'awaiting_otp', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One payout to a mentor (decision 061): what is sent, where it stands at the provider, and why it failed if it did. */
export const adminPayoutRowSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  title: z.string(),
  mentor: person.nullable().describe('Null once the mentor’s account is deleted (the ledger keeps the payout)'),
  provider: z.string(),
  country: z.string().describe('The provider account (its country) that collected the money and pays it out'),
  reference: z.string().describe('Our current reference (payout-…); a failed transfer is tried again under a new one'),
  providerReference: z.string().nullable().describe('The provider’s transfer id (Paystack’s TRF_… code)'),
  amount: charged.describe('What the mentor is sent'),
  platformFeeMinor: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  tries: z.number().int(),
  failureReason: z.string().nullable(),
  dueAt: z.iso.datetime().describe('When it fell due and was opened (the sweep after the dispute window)'),
  sentAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;

/** POST /api/admin/payments/payouts/{id}/otp: the OTP Paystack sent to the business's phone for a held transfer. */
export const payoutOtpSchema = z.object({
  otp: z
    .string()
    .max(16, en.payouts.otpInvalid)
    .trim()
    .min(1, en.payouts.otpRequired)
    .regex(/^\d{4,8}$/, en.payouts.otpInvalid),
});
export type PayoutOtpInput = z.input<typeof payoutOtpSchema>;
