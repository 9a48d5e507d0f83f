import { expect, it } from 'vitest';
import { calendarDays, dateInZone, groupSlotsByDay, isoWeekday } from './slot-days.ts';

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

it('names the ISO weekday of a date, Monday 1 to Sunday 7', () => {
  expect(isoWeekday('2026-03-09')).toBe(1);
  expect(isoWeekday('2026-03-14')).toBe(6);
  expect(isoWeekday('2026-03-15')).toBe(7);
});

it('lays the days out as a calendar: every date from the first to the last, the ones without times empty', () => {
  const days = [
    { date: '2026-02-27', slots: ['2026-02-27T09:00:00Z'] },
    { date: '2026-03-02', slots: ['2026-03-02T09:00:00Z'] },
  ];
  expect(calendarDays(days)).toEqual([
    { date: '2026-02-27', day: days[0] },
    { date: '2026-02-28', day: null },
    { date: '2026-03-01', day: null },
    { date: '2026-03-02', day: days[1] },
  ]);
  expect(calendarDays([])).toEqual([]);
});
