import { expect, it } from 'vitest';
import { payeeCurrency } from './payee-currency.ts';

it('is the mentor’s chosen currency, else their country’s own, else US dollars', () => {
  expect(payeeCurrency('EUR', 'Kenya')).toBe('EUR');
  expect(payeeCurrency(null, 'Kenya')).toBe('KES');
  expect(payeeCurrency(null, 'Ghana')).toBe('GHS');
  expect(payeeCurrency(undefined, 'Senegal')).toBe('USD');
  expect(payeeCurrency('XYZ', null)).toBe('USD');
});
