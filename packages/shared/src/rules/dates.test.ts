import { expect, it } from 'vitest';
import { isFutureDate, isIsoDate, todayIso } from './dates.ts';

const now = new Date('2026-11-22T10:00:00Z');

it('accepts only real calendar dates written YYYY-MM-DD', () => {
  expect(isIsoDate('2024-02-29')).toBe(true);
  expect(isIsoDate('2023-02-29')).toBe(false);
  expect(isIsoDate('22/11/2026')).toBe(false);
  expect(isIsoDate('')).toBe(false);
});

it('judges the future against today in UTC', () => {
  expect(todayIso(now)).toBe('2026-11-22');
  expect(isFutureDate('2026-11-22', now)).toBe(false);
  expect(isFutureDate('2026-11-23', now)).toBe(true);
  expect(isFutureDate('1900-01-01', now)).toBe(false);
});
