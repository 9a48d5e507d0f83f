import { expect, it } from 'vitest';
import { dateInZone, groupSlotsByDay } from './slot-days.ts';

it('reads the calendar date of an instant in the given zone, not the device’s', () => {
  expect(dateInZone('2026-03-10T23:30:00Z', 'Africa/Nairobi')).toBe('2026-03-11');
  expect(dateInZone('2026-03-10T23:30:00Z', 'Africa/Lagos')).toBe('2026-03-11');
  expect(dateInZone('2026-03-10T23:30:00Z', 'Africa/Dakar')).toBe('2026-03-10');
  expect(dateInZone('2026-03-11T01:00:00Z', 'America/Sao_Paulo')).toBe('2026-03-10');
});

it('groups slots by the day they start on in the viewer’s zone, in order and without repeats', () => {
  const slots = ['2026-03-11T08:00:00Z', '2026-03-10T21:30:00Z', '2026-03-10T20:30:00Z', '2026-03-11T08:00:00Z'];
  expect(groupSlotsByDay(slots, 'Africa/Dakar')).toEqual([
    { date: '2026-03-10', slots: ['2026-03-10T20:30:00Z', '2026-03-10T21:30:00Z'] },
    { date: '2026-03-11', slots: ['2026-03-11T08:00:00Z'] },
  ]);
  // Three hours east, the late evening slots belong to the next day.
  expect(groupSlotsByDay(slots, 'Africa/Nairobi')).toEqual([
    { date: '2026-03-10', slots: ['2026-03-10T20:30:00Z'] },
    { date: '2026-03-11', slots: ['2026-03-10T21:30:00Z', '2026-03-11T08:00:00Z'] },
  ]);
});

it('follows a daylight-saving change: the same UTC hour falls on a different local hour, and day, after it', () => {
  // Cairo moves its clocks from UTC+2 to UTC+3 on the last Friday of April (2026-04-24).
  const before = '2026-04-23T21:30:00Z';
  const after = '2026-04-24T21:30:00Z';
  const days = groupSlotsByDay([before, after], 'Africa/Cairo');
  expect(days.map((d) => d.date)).toEqual(['2026-04-23', '2026-04-25']);
});

it('has no days for no slots', () => {
  expect(groupSlotsByDay([], 'Africa/Accra')).toEqual([]);
});
