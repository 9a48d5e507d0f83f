import { describe, expect, it } from 'vitest';
import { sessionTab } from './session-tabs.ts';

const endsAt = '2026-05-04T11:00:00Z';
const before = Date.parse('2026-05-04T10:30:00Z');
const after = Date.parse('2026-05-04T11:00:00Z');

describe('the tab a session is listed on', () => {
  it('keeps a confirmed session upcoming until it ends, then past until it is marked', () => {
    expect(sessionTab({ status: 'confirmed', endsAt }, before)).toBe('upcoming');
    expect(sessionTab({ status: 'confirmed', endsAt }, after)).toBe('past');
  });

  it('puts sessions that will not take place under Cancelled, even when their time is ahead', () => {
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      expect(sessionTab({ status, endsAt }, before)).toBe('cancelled');
      expect(sessionTab({ status, endsAt }, after)).toBe('cancelled');
    }
  });

  it('keeps a request pending, and held or missed sessions past', () => {
    expect(sessionTab({ status: 'requested', endsAt }, before)).toBe('pending');
    expect(sessionTab({ status: 'completed', endsAt }, after)).toBe('past');
    expect(sessionTab({ status: 'no_show', endsAt }, after)).toBe('past');
  });
});
