import { expect, it } from 'vitest';
import { isJoinOpen, isLateCancellation, joinOpensAt, noShowFrom } from './session-timing.ts';

const session = { startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T11:00:00Z' };
const at = (iso: string) => Date.parse(iso);

it('opens the join link 10 minutes before the start and closes it at the end', () => {
  expect(joinOpensAt(session.startsAt)).toBe(at('2026-05-04T09:50:00Z'));
  expect(isJoinOpen(session, at('2026-05-04T09:49:59Z'))).toBe(false);
  expect(isJoinOpen(session, at('2026-05-04T09:50:00Z'))).toBe(true);
  expect(isJoinOpen(session, at('2026-05-04T10:59:59Z'))).toBe(true);
  expect(isJoinOpen(session, at('2026-05-04T11:00:00Z'))).toBe(false);
});

it('calls cancelling a confirmed session late inside 24 hours of the start, withdrawing a request never', () => {
  const confirmed = { ...session, status: 'confirmed' as const };
  expect(isLateCancellation(confirmed, at('2026-05-03T09:59:00Z'))).toBe(false);
  expect(isLateCancellation(confirmed, at('2026-05-03T10:01:00Z'))).toBe(true);
  expect(isLateCancellation(confirmed, at('2026-05-04T12:00:00Z'))).toBe(true);
  expect(isLateCancellation({ ...session, status: 'requested' }, at('2026-05-04T09:00:00Z'))).toBe(false);
});

it('allows a no-show 10 minutes after the start', () => {
  expect(noShowFrom(session.startsAt)).toBe(at('2026-05-04T10:10:00Z'));
});
