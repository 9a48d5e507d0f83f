import { expect, it } from 'vitest';
import { formatMoney, toUsdCents } from './money.ts';

it('shows US cents in each currency at the spec rates, with its symbol and decimals', () => {
  expect(formatMoney(4000, 'USD')).toBe('$40.00');
  expect(formatMoney(4000, 'EUR')).toBe('€34.00');
  expect(formatMoney(4000, 'GBP')).toBe('£29.20');
  expect(formatMoney(4000, 'NGN')).toBe('₦18,400');
  expect(formatMoney(4000, 'KES')).toBe('KSh 4,680');
  expect(formatMoney(4000, 'GHS')).toBe('₵248');
  expect(formatMoney(4050, 'ZAR')).toBe('R640');
  expect(formatMoney(0, 'USD')).toBe('$0.00');
});

it('reads an amount typed in a currency as US cents', () => {
  expect(toUsdCents(18_400, 'NGN')).toBe(4000);
  expect(toUsdCents(40, 'USD')).toBe(4000);
  expect(toUsdCents(12.5, 'EUR')).toBe(1471);
});
