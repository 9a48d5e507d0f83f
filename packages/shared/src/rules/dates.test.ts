import { expect, it } from 'vitest';
import { isFutureDate, isIsoDate, isWithinAppDays, todayIso } from './dates.ts';

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

it('keeps dates and instants to the days the app deals in, 1900 to 2199', () => {
  expect(isWithinAppDays('1900-01-01')).toBe(true);
  expect(isWithinAppDays('2199-12-31T23:59:59-12:00')).toBe(true);
  expect(isWithinAppDays('1899-12-31')).toBe(false);
  expect(isWithinAppDays('0000-01-01T00:00:00Z')).toBe(false);
  expect(isWithinAppDays('9999-12-31T23:30:00Z')).toBe(false);
});
