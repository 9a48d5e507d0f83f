import { expect, it } from 'vitest';
import { relativeWhen } from './relative-when.ts';

const now = Date.parse('2026-05-04T10:00:00Z');
const later = (ms: number) => now + ms;
const MINUTE = 60_000;

it('says how far ahead a session is, in the largest sensible unit', () => {
  expect(relativeWhen(later(0), now)).toBe('now');
  expect(relativeWhen(later(20 * MINUTE), now)).toBe('in 20 minutes');
  expect(relativeWhen(later(3 * 60 * MINUTE), now)).toBe('in 3 hours');
  expect(relativeWhen(later(24 * 60 * MINUTE), now)).toBe('tomorrow');
  expect(relativeWhen(later(5 * 24 * 60 * MINUTE), now)).toBe('in 5 days');
  expect(relativeWhen(later(21 * 24 * 60 * MINUTE), now)).toBe('in 3 weeks');
  expect(relativeWhen(later(90 * 24 * 60 * MINUTE), now)).toBe('in 3 months');
});

it('and how long ago a past one was', () => {
  expect(relativeWhen(later(-45 * MINUTE), now)).toBe('45 minutes ago');
  expect(relativeWhen(later(-2 * 24 * 60 * MINUTE), now)).toBe('2 days ago');
  expect(relativeWhen('not a date', now)).toBe('');
});
