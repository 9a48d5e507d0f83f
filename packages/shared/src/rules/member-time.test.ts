import { describe, expect, it } from 'vitest';
import { nextDigestAt, nextWallTime } from './member-time.ts';
import { quietHoursEnd } from './quiet-hours.ts';

describe('nextDigestAt', () => {
  // Tuesday 10 March 2026, 03:00 UTC.
  const now = new Date('2026-03-10T03:00:00Z');

  it('is 08:00 on the member’s own clock: Nairobi (UTC+3), Lagos (UTC+1), Cairo (UTC+2)', () => {
    expect(nextDigestAt('daily', now, 'Africa/Nairobi').toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(nextDigestAt('daily', now, 'Africa/Lagos').toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(nextDigestAt('daily', now, 'Africa/Cairo').toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });

  it('is tomorrow once today’s 08:00 has passed, and a weekly one waits for Monday', () => {
    const late = new Date('2026-03-10T05:00:00Z'); // 08:00 in Nairobi exactly: that one is due now, the next is tomorrow.
    expect(nextDigestAt('daily', late, 'Africa/Nairobi').toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(nextDigestAt('weekly', now, 'Africa/Lagos').toISOString()).toBe('2026-03-16T07:00:00.000Z');
  });

  it('keeps 08:00 across Cairo’s summer time (UTC+3 from the last Friday of April)', () => {
    expect(nextDigestAt('daily', new Date('2026-06-01T00:00:00Z'), 'Africa/Cairo').toISOString()).toBe('2026-06-01T05:00:00.000Z');
  });

  it('reads an unknown zone as UTC', () => {
    expect(nextWallTime(now, 'Mars/Olympus', 8 * 60).toISOString()).toBe('2026-03-10T08:00:00.000Z');
  });
});

describe('quietHoursEnd', () => {
  const night = { enabled: true, start: '22:00', end: '08:00' };

  it('is the next end of the window on the member’s clock while it is quiet', () => {
    // 23:30 in Nairobi: quiet until 08:00 there, 05:00 UTC.
    expect(quietHoursEnd(night, new Date('2026-03-10T20:30:00Z'), 'Africa/Nairobi')?.toISOString()).toBe('2026-03-11T05:00:00.000Z');
  });

  it('is null outside the window or when quiet hours are off', () => {
    expect(quietHoursEnd(night, new Date('2026-03-10T12:00:00Z'), 'Africa/Nairobi')).toBeNull();
    expect(quietHoursEnd({ ...night, enabled: false }, new Date('2026-03-10T20:30:00Z'), 'Africa/Nairobi')).toBeNull();
  });
});
