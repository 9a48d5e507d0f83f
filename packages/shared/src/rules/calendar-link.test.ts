import { expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar-link.ts';

it('builds a Google Calendar event link with UTC times, the title and the details', () => {
  const url = googleCalendarUrl({
    title: 'Pricing my first product & more',
    startsAt: '2026-05-04T10:00:00.000Z',
    endsAt: '2026-05-04T10:30:00+00:00',
    details: 'Join: https://meet.jit.si/prosper-abc',
  });
  const [address, query = ''] = url.split('?');
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
  expect(address).toBe('https://calendar.google.com/calendar/render');
  expect(params).toEqual({
    action: 'TEMPLATE',
    text: 'Pricing my first product & more',
    dates: '20260504T100000Z/20260504T103000Z',
    details: 'Join: https://meet.jit.si/prosper-abc',
  });
});
