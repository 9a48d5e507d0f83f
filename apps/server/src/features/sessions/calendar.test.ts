import { expect, it } from 'vitest';
import { sessionCalendar } from './calendar.ts';
import type { SessionRow } from './rows.ts';

const row = {
  id: '6f1c2a7e-0000-4000-8000-000000000001',
  title: 'CV review',
  note: 'Bring your CV',
  starts_at: '2026-12-01T09:00:00.000Z',
  ends_at: '2026-12-01T10:00:00.000Z',
  meeting_url: 'https://meet.jit.si/ProsperMentor-abc',
  calendar_sequence: 2,
  mentor_first_name: 'Amara',
  mentor_last_name: 'Okafor',
  mentor_email: 'amara@example.com',
  mentee_first_name: 'Chidi',
  mentee_last_name: 'Eze',
  mentee_email: 'chidi@example.com',
} as SessionRow;
const options = {
  publicUrl: 'https://prospermentor.africa',
  mailFrom: 'Prosper Mentor <no-reply@prospermentor.africa>',
  meetingUrl: row.meeting_url,
};
/** Unfolded lines (RFC 5545 folds long lines at 75 octets). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

it('invites both members to one event that calendars can update', () => {
  const ics = lines(sessionCalendar(row, { ...options, method: 'REQUEST' }));
  expect(ics).toEqual(
    expect.arrayContaining([
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      `UID:${row.id}@prospermentor.africa`,
      'SEQUENCE:2',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'SUMMARY:CV review (Amara Okafor & Chidi Eze)',
      'LOCATION:https://meet.jit.si/ProsperMentor-abc',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN="Prosper Mentor":mailto:no-reply@prospermentor.africa',
      'END:VCALENDAR',
    ]),
  );
  expect(ics.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.split(/:mailto:/i)[1])).toEqual([
    'amara@example.com',
    'chidi@example.com',
  ]);
  expect(ics.find((l) => l.startsWith('DESCRIPTION'))).toContain('https://prospermentor.africa/sessions/');
});

it('cancels the same event, and offers a plain one to download', () => {
  const cancel = lines(sessionCalendar(row, { ...options, method: 'CANCEL' }));
  expect(cancel).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${row.id}@prospermentor.africa`]));
  const download = lines(sessionCalendar(row, { ...options, method: 'PUBLISH' }));
  expect(download).toContain('METHOD:PUBLISH');
  expect(download.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
});

it('leaves the room out of the file of anyone the room is not for', () => {
  const ics = sessionCalendar(row, { ...options, method: 'PUBLISH', meetingUrl: null });
  expect(ics).not.toContain('meet.jit.si');
  expect(lines(ics).some((l) => l.startsWith('LOCATION'))).toBe(false);
});
