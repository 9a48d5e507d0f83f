/** SPEC §9: display currencies, their rate against one US dollar, and their symbols. */
export const CURRENCIES = {
  USD: { rate: 1, symbol: '$', decimals: 2 },
  EUR: { rate: 0.85, symbol: '€', decimals: 2 },
  GBP: { rate: 0.73, symbol: '£', decimals: 2 },
  NGN: { rate: 460, symbol: '₦', decimals: 0 },
  KES: { rate: 117, symbol: 'KSh', decimals: 0 },
  GHS: { rate: 6.2, symbol: '₵', decimals: 0 },
  ZAR: { rate: 15.8, symbol: 'R', decimals: 0 },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];
export const DEFAULT_CURRENCY: Currency = 'USD';
