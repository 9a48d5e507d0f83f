import { describe, expect, it } from 'vitest';
import type { Availability } from '@prosper/shared/schemas/session';
import { Temporal } from 'temporal-polyfill';
import { exactInstant, freeSlots, isoStrings, type SlotQuery, wallClock } from './slots.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace(':00.000Z', 'Z');

const availability = (a: Partial<Availability> = {}): Availability => ({
  timezone: 'Africa/Lagos',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '11:00' }],
  sessionLengths: [30, 60],
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 60,
  daysOff: [],
  ...a,
});

const slots = (q: Partial<Omit<SlotQuery, 'from' | 'now'>> & { from: string; now?: string }) =>
  freeSlots({
    availability: availability(),
    length: 60,
    busy: [],
    days: 1,
    ...q,
    from: at(q.from),
    now: at(q.now ?? '2026-01-01T00:00:00Z'),
  }).map(iso);

describe('free slots', () => {
  it('reads weekly hours in the mentor’s zone and steps by 30 minutes, each slot fitting the hours', () => {
    // Monday 5 January 2026; Lagos is UTC+1 all year.
    expect(slots({ from: '2026-01-05T00:00:00Z' })).toEqual(['2026-01-05T08:00Z', '2026-01-05T08:30Z', '2026-01-05T09:00Z']);
    expect(slots({ from: '2026-01-05T00:00:00Z', length: 30 })).toHaveLength(4);
  });

  it('gives the same instants whatever zone the viewer is in: Nairobi hours are three hours ahead of UTC', () => {
    const nairobi = availability({ timezone: 'Africa/Nairobi', weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }] });
    expect(slots({ availability: nairobi, from: '2026-01-05T00:00:00Z' })).toEqual(['2026-01-05T06:00Z']);
  });

  it('follows the mentor’s clock across a daylight-saving change', () => {
    // London moves to UTC+1 on Sunday 29 March 2026: 09:00 on Monday is 09:00Z before and 08:00Z after.
    const london = availability({ timezone: 'Europe/London', weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }] });
    expect(slots({ availability: london, from: '2026-03-23T00:00:00Z', days: 14, now: '2026-03-20T00:00:00Z' })).toEqual([
      '2026-03-23T09:00Z',
      '2026-03-30T08:00Z',
    ]);
    // Cairo keeps summer time from the last Friday of April.
    const cairo = availability({ timezone: 'Africa/Cairo', weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }] });
    expect(slots({ availability: cairo, from: '2026-04-20T00:00:00Z', days: 14, now: '2026-04-01T00:00:00Z' })).toEqual([
      '2026-04-20T07:00Z',
      '2026-04-27T06:00Z',
    ]);
  });

  it('keeps the minimum notice and the booking horizon', () => {
    const notice = availability({ minNoticeMinutes: 120 });
    // It is 07:30 in Lagos: nothing before 09:30.
    expect(slots({ availability: notice, from: '2026-01-05T00:00:00Z', now: '2026-01-05T06:30:00Z' })).toEqual([
      '2026-01-05T08:30Z',
      '2026-01-05T09:00Z',
    ]);
    const soon = availability({ horizonDays: 7 });
    expect(slots({ availability: soon, from: '2026-01-01T00:00:00Z', days: 30 })).toHaveLength(3);
  });

  it('leaves the buffer free around sessions already booked', () => {
    const buffered = availability({ bufferMinutes: 15 });
    // A session 09:00–09:30 Lagos holds the mentor until 09:45.
    const busy = [{ start: at('2026-01-05T08:00:00Z'), end: at('2026-01-05T08:45:00Z') }];
    expect(slots({ availability: buffered, busy, length: 30, from: '2026-01-05T00:00:00Z' })).toEqual([
      '2026-01-05T09:00Z',
      '2026-01-05T09:30Z',
    ]);
    // A slot right before it would leave no buffer: 10:00–10:30 plus 15 minutes reaches a session at 10:30.
    const later = [{ start: at('2026-01-05T09:30:00Z'), end: at('2026-01-05T10:00:00Z') }];
    expect(slots({ availability: buffered, busy: later, length: 30, from: '2026-01-05T00:00:00Z' })).toEqual([
      '2026-01-05T08:00Z',
      '2026-01-05T08:30Z',
    ]);
  });

  it('skips days off and reads 24:00 as midnight', () => {
    const late = availability({ weeklyHours: [{ weekday: 1, start: '23:00', end: '24:00' }], daysOff: ['2026-01-12'] });
    expect(slots({ availability: late, from: '2026-01-05T00:00:00Z', days: 14 })).toEqual(['2026-01-05T22:00Z']);
  });

  it('reads wall-clock times by arithmetic between transitions exactly as the zone rules do, all year', () => {
    for (const zone of ['Europe/London', 'Africa/Cairo', 'Africa/Casablanca', 'Africa/Lagos']) {
      const fast = wallClock(zone);
      let date = Temporal.PlainDate.from('2026-01-01');
      for (let d = 0; d < 400; d++, date = date.add({ days: 1 })) {
        for (const time of ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '09:00', '23:30', '24:00']) {
          const day = Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
          expect(fast(day, time), `${zone} ${date} ${time}`).toBe(exactInstant(date, time, zone).epochMilliseconds);
        }
      }
    }
  });

  it('writes instants as toISOString does', () => {
    const instants = [Date.UTC(2026, 0, 5, 8, 0), Date.UTC(2026, 0, 5, 23, 30), Date.UTC(2026, 0, 6, 0, 0), Date.UTC(2026, 0, 6, 9, 15, 7)];
    expect(isoStrings(instants)).toEqual(instants.map((ms) => new Date(ms).toISOString()));
  });
});
