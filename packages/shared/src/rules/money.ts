import { CURRENCIES, type Currency } from '../constants/currencies.ts';

/**
 * A price kept in US cents, shown in the member's currency (SPEC §9): converted at the fixed rate,
 * two decimals for USD, EUR and GBP, whole numbers for the others. "$40.00", "₦18,400", "KSh 4,680".
 */
export function formatMoney(usdCents: number, currency: Currency): string {
  const { rate, symbol, decimals } = CURRENCIES[currency];
  const amount = (usdCents / 100) * rate;
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return symbol.length > 1 ? `${symbol} ${number}` : `${symbol}${number}`;
}

/** An amount typed in the member's currency, as US cents. */
export function toUsdCents(amount: number, currency: Currency): number {
  return Math.round((amount / CURRENCIES[currency].rate) * 100);
}
