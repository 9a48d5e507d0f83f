import { expect, it } from 'vitest';
import { zoneLabel } from './zone-label.ts';

it('names the zone by its place and its GMT offset at that moment', () => {
  expect(zoneLabel('Africa/Addis_Ababa', '2026-01-10T12:00:00Z')).toBe('Africa/Addis Ababa (GMT+3)');
  expect(zoneLabel('Africa/Accra', '2026-01-10T12:00:00Z')).toBe('Africa/Accra (GMT)');
  // Cairo keeps daylight saving time from late April.
  expect(zoneLabel('Africa/Cairo', '2026-01-10T12:00:00Z')).toBe('Africa/Cairo (GMT+2)');
  expect(zoneLabel('Africa/Cairo', '2026-07-10T12:00:00Z')).toBe('Africa/Cairo (GMT+3)');
});
