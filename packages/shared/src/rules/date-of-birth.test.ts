import { expect, it } from 'vitest';
import { formatDayMonthYear, parseDayMonthYear } from './date-of-birth.ts';

const now = new Date('2026-11-22T10:00:00Z');

it('reads dd/mm/yyyy as an ISO date', () => {
  expect(parseDayMonthYear('21/03/1998', now)).toBe('1998-03-21');
  expect(parseDayMonthYear(' 1/2/2000 ', now)).toBe('2000-02-01');
  expect(parseDayMonthYear('22/11/2026', now)).toBe('2026-11-22');
});

it('refuses what is not a date, before 1900 or after today', () => {
  expect(parseDayMonthYear('31/02/1990', now)).toBeNull();
  expect(parseDayMonthYear('1998-03-21', now)).toBeNull();
  expect(parseDayMonthYear('31/12/1899', now)).toBeNull();
  expect(parseDayMonthYear('23/11/2026', now)).toBeNull();
  expect(parseDayMonthYear('', now)).toBeNull();
});

it('shows an ISO date as dd/mm/yyyy, and no date as nothing', () => {
  expect(formatDayMonthYear('1998-03-21')).toBe('21/03/1998');
  expect(formatDayMonthYear(null)).toBe('');
});
