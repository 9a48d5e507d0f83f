import { expect, it } from 'vitest';
import { addDays, presetRange } from './date-range.ts';

it('moves calendar dates across months, years and leap days', () => {
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
});

it('gives the last 30 and 90 days, today included, and twelve whole months', () => {
  expect(presetRange('30d', '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  expect(presetRange('90d', '2026-11-22')).toEqual({ from: '2026-08-25', to: '2026-11-22' });
  expect(presetRange('12m', '2026-11-22')).toEqual({ from: '2025-12-01', to: '2026-11-22' });
  expect(presetRange('12m', '2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
});
