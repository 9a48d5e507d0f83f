import { expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar-link.ts';

it('builds a Google Calendar event link with UTC times, the title and the details', () => {
  const url = new URL(
    googleCalendarUrl({
      title: 'Pricing my first product & more',
      startsAt: '2026-05-04T10:00:00.000Z',
      endsAt: '2026-05-04T10:30:00+00:00',
      details: 'Join: https://meet.jit.si/prosper-abc',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  expect(url.searchParams.get('text')).toBe('Pricing my first product & more');
  expect(url.searchParams.get('dates')).toBe('20260504T100000Z/20260504T103000Z');
  expect(url.searchParams.get('details')).toBe('Join: https://meet.jit.si/prosper-abc');
});
