import { z } from 'zod';
import { CHARGE_CURRENCY_CODES } from '../constants/charge-currencies.ts';
import * as en from '../i18n/en/index.ts';
import { memberLine } from './text.ts';

const t = en.payouts;

export const PAYOUT_ACCOUNT_KINDS = ['bank', 'mobile_money'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

/** PUT /api/payout-account: a mentor's account for one charge currency (replaces the one they had in it). */
export const payoutAccountSchema = z.object({
  currency: z.enum(CHARGE_CURRENCY_CODES, { error: t.currencyRequired }),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  bankCode: memberLine()
    .overwrite((v) => v.replace(/\s/g, '').toUpperCase())
    .min(1, t.bankCodeRequired)
    .max(20, t.bankCodeInvalid)
    .regex(/^[A-Z0-9]+$/, t.bankCodeInvalid),
  /** Digits only, spaces and dashes dropped: a bank account number or a wallet's phone number. */
  accountNumber: memberLine()
    .max(40, t.accountNumberInvalid)
    .overwrite((v) => v.replace(/[\s+-]/g, ''))
    .min(1, t.accountNumberRequired)
    .regex(/^\d{6,20}$/, t.accountNumberInvalid),
  /** Needed for a wallet (no lookup); for a bank account the bank's own name for it is kept. */
  accountName: memberLine().max(100, en.payments.tooLong).default(''),
});
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;

/** A payout account as the API answers it: never the full number. */
export const payoutAccountViewSchema = z
  .object({
    id: z.uuid(),
    currency: z.string(),
    kind: z.enum(PAYOUT_ACCOUNT_KINDS),
    bankCode: z.string(),
    last4: z.string().describe('The last 4 digits of the account number; the full number is never sent back'),
    accountName: z.string(),
    provider: z.enum(['paystack', 'flutterwave']),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

export const payoutAccountsViewSchema = z.object({
  accounts: z.array(payoutAccountViewSchema),
  windowHours: z.number().int().describe("Hours after a paid session's end before its mentor is paid"),
});
export type PayoutAccountsView = z.infer<typeof payoutAccountsViewSchema>;

export const PAYOUT_STATES = ['waiting', 'waiting_account', 'held', 'queued', 'sent', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** A paid session's payout, for its mentor only (null for anyone else). */
export const sessionPayoutSchema = z.object({
  state: z.enum(PAYOUT_STATES),
  /** When it becomes due: the session's end plus the dispute window. */
  dueAt: z.iso.datetime(),
  amountMinor: z.number().int().nullable(),
  currency: z.string(),
  paidAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
});
export type SessionPayout = z.infer<typeof sessionPayoutSchema>;

/** GET /api/payout-account/banks: the banks (and mobile money networks) a provider pays out to in a currency (decision 061). */
export const payoutBanksQuery = z.object({ currency: z.enum(CHARGE_CURRENCY_CODES, { error: t.currencyRequired }) });

export const payoutBankSchema = z.object({
  code: z.string().describe('The provider’s code for it: what PUT /api/payout-account takes as bankCode'),
  name: z.string(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
});
export type PayoutBank = z.infer<typeof payoutBankSchema>;

export const payoutBanksSchema = z.object({ currency: z.string(), banks: z.array(payoutBankSchema) });
export type PayoutBanks = z.infer<typeof payoutBanksSchema>;
