import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { memberText } from './text.ts';

/** A no-show dispute's life (decision 051): open while the money is held, then one of the two outcomes. */
export const DISPUTE_STATUSES = ['open', 'refunded', 'paid_mentor'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What an admin may decide. */
export const DISPUTE_OUTCOMES = ['refunded', 'paid_mentor'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_NOTE_MAX = 1000;
export const DISPUTE_REASON_MAX = 500;

/** POST /api/sessions/{id}/payment/dispute: the caller reports the other member absent. */
export const reportNoShowSchema = z.object({
  note: memberText().trim().max(DISPUTE_NOTE_MAX, en.validation.tooLong).default(''),
});
export type ReportNoShowInput = z.input<typeof reportNoShowSchema>;

/** POST /api/admin/payments/disputes/{id}/decision. */
export const decideDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  reason: memberText().trim().min(1, en.adminPayments.reasonRequired).max(DISPUTE_REASON_MAX, en.validation.tooLong),
});
export type DecideDisputeInput = z.infer<typeof decideDisputeSchema>;

/** A session's dispute as both members see it on the session page. */
export const sessionDisputeSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  reportedBy: z.enum(['mentor', 'mentee']),
  note: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type SessionDispute = z.infer<typeof sessionDisputeSchema>;
