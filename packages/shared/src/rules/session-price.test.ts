import { expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { sessionPriceCents } from './session-price.ts';

it('prices a session as the hourly rate for its length', () => {
  expect(sessionPriceCents(4000, 60)).toBe(4000);
  expect(sessionPriceCents(4000, 30)).toBe(2000);
  expect(sessionPriceCents(2555, 30)).toBe(1278);
});

it('is free without a rate', () => {
  expect(sessionPriceCents(null, 60)).toBe(0);
  expect(sessionPriceCents(0, 30)).toBe(0);
});

it('shows in the member’s currency at the spec rates', () => {
  expect(formatMoney(sessionPriceCents(4000, 30), 'NGN')).toBe('₦9,200');
  expect(formatMoney(sessionPriceCents(3000, 30), 'KES')).toBe('KSh 1,755');
});
