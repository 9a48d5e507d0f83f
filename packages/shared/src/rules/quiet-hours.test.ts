import { describe, expect, it } from 'vitest';
import { isQuietHours } from './quiet-hours.ts';

const night = { enabled: true, start: '22:00', end: '08:00' };
const day = { enabled: true, start: '09:00', end: '17:00' };
const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00Z`);

describe('isQuietHours', () => {
  it('is never quiet when switched off', () => {
    expect(isQuietHours({ ...night, enabled: false }, at('23:30'), 'UTC')).toBe(false);
  });

  it('wraps a window past midnight: start included, end excluded', () => {
    expect(isQuietHours(night, at('22:00'), 'UTC')).toBe(true);
    expect(isQuietHours(night, at('23:30'), 'UTC')).toBe(true);
    expect(isQuietHours(night, at('00:00'), 'UTC')).toBe(true);
    expect(isQuietHours(night, at('07:59'), 'UTC')).toBe(true);
    expect(isQuietHours(night, at('08:00'), 'UTC')).toBe(false);
    expect(isQuietHours(night, at('12:00'), 'UTC')).toBe(false);
    expect(isQuietHours(night, at('21:59'), 'UTC')).toBe(false);
  });

  it('keeps a same-day window between start and end', () => {
    expect(isQuietHours(day, at('08:59'), 'UTC')).toBe(false);
    expect(isQuietHours(day, at('09:00'), 'UTC')).toBe(true);
    expect(isQuietHours(day, at('16:59'), 'UTC')).toBe(true);
    expect(isQuietHours(day, at('17:00'), 'UTC')).toBe(false);
  });

  it('is never quiet when start equals end', () => {
    const empty = { enabled: true, start: '08:00', end: '08:00' };
    for (const time of ['00:00', '07:59', '08:00', '08:01', '23:59']) expect(isQuietHours(empty, at(time), 'UTC')).toBe(false);
  });

  it("judges by the member's own clock", () => {
    // 21:30 UTC is 22:30 in Lagos (UTC+1) and 00:30 in Nairobi (UTC+3).
    expect(isQuietHours(night, at('21:30'), 'UTC')).toBe(false);
    expect(isQuietHours(night, at('21:30'), 'Africa/Lagos')).toBe(true);
    expect(isQuietHours(night, at('21:30'), 'Africa/Nairobi')).toBe(true);
    // 06:30 UTC is 07:30 in Lagos, still quiet, and 09:30 in Nairobi, not.
    expect(isQuietHours(night, at('06:30'), 'Africa/Lagos')).toBe(true);
    expect(isQuietHours(night, at('06:30'), 'Africa/Nairobi')).toBe(false);
    expect(isQuietHours(night, at('07:00'), 'Africa/Lagos')).toBe(false);
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(isQuietHours(night, at('23:30'), 'Mars/Olympus_Mons')).toBe(true);
    expect(isQuietHours(night, at('12:00'), 'Mars/Olympus_Mons')).toBe(false);
  });

  it('never silences anything with times that are not HH:MM', () => {
    expect(isQuietHours({ enabled: true, start: '25:00', end: '08:00' }, at('23:30'), 'UTC')).toBe(false);
    expect(isQuietHours({ enabled: true, start: '22:00', end: '' }, at('23:30'), 'UTC')).toBe(false);
  });
});
