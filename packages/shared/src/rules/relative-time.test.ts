import { expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

it('says "Just now" under a minute and for a future date', () => {
  expect(relativeTime(now, now)).toBe('Just now');
  expect(relativeTime(ago(59_999), now)).toBe('Just now');
  expect(relativeTime(ago(-5 * MIN), now)).toBe('Just now');
});

it('counts minutes under an hour, hours under a day, days under a week, then weeks', () => {
  expect(relativeTime(ago(MIN), now)).toBe('1m ago');
  expect(relativeTime(ago(59 * MIN), now)).toBe('59m ago');
  expect(relativeTime(ago(60 * MIN), now)).toBe('1h ago');
  expect(relativeTime(ago(23 * HOUR), now)).toBe('23h ago');
  expect(relativeTime(ago(24 * HOUR), now)).toBe('1d ago');
  expect(relativeTime(ago(6 * DAY), now)).toBe('6d ago');
  expect(relativeTime(ago(7 * DAY), now)).toBe('1w ago');
  expect(relativeTime(ago(20 * DAY), now)).toBe('2w ago');
  expect(relativeTime(ago(400 * DAY), now)).toBe('57w ago');
});

it('reads ISO strings, and gives nothing for an unreadable date', () => {
  expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3h ago');
  expect(relativeTime('not a date', now)).toBe('');
});
