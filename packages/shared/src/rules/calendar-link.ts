/**
 * 'Add to Google Calendar': Google takes an event in a link, times as UTC stamps; nothing is sent to
 * Google until the member opens it. (The .ics download serves Outlook, Apple Calendar and the rest.)
 */

/** 2026-05-04T10:00:00.000Z → 20260504T100000Z */
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl({
  title,
  startsAt,
  endsAt,
  details,
}: {
  title: string;
  startsAt: string;
  endsAt: string;
  details: string;
}): string {
  // Written out by hand: the shared rules run where no URL API is typed (no DOM, no Node types).
  const params = { action: 'TEMPLATE', text: title, dates: `${stamp(startsAt)}/${stamp(endsAt)}`, details };
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
