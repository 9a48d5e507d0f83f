/**
 * The currencies mentees are charged in through a provider (decision 045), with their ISO 4217
 * exponent: our ledger keeps minor units (kobo, pesewas, cents; the CFA franc and the Ugandan and
 * Tanzanian shillings have none in use). A provider's own API unit is the provider client's business.
 */
export const CHARGE_CURRENCIES = {
  NGN: { exponent: 2, symbol: '₦' },
  GHS: { exponent: 2, symbol: 'GH₵' },
  KES: { exponent: 2, symbol: 'KSh' },
  ZAR: { exponent: 2, symbol: 'R' },
  XOF: { exponent: 0, symbol: 'CFA' },
  UGX: { exponent: 0, symbol: 'USh' },
  TZS: { exponent: 0, symbol: 'TSh' },
} as const;

export type ChargeCurrency = keyof typeof CHARGE_CURRENCIES;
export const CHARGE_CURRENCY_CODES = Object.keys(CHARGE_CURRENCIES) as ChargeCurrency[];

/** What a mentee's late cancellation of a paid session refunds, as the mentor chose. */
export const LATE_CANCEL_REFUNDS = ['none', 'half', 'full'] as const;
export type LateCancelRefund = (typeof LATE_CANCEL_REFUNDS)[number];

/** The state of a refund both members see until the provider reports it done. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
