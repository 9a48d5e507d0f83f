import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { SessionRow } from './rows.ts';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** The address part of "Name <address>". */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from;

/**
 * A session as an iCalendar object (RFC 5545/5546). REQUEST invites both members (and updates their
 * event when the SEQUENCE rises, the UID staying the same), CANCEL removes it, PUBLISH is the plain
 * "add to calendar" download. Google Calendar and Outlook read all three. `meetingUrl` is the room as
 * the file's reader may see it (`meetingUrlFor`): none for anyone but the two members.
 */
export function sessionCalendar(
  r: SessionRow,
  o: { method: CalendarMethod; publicUrl: string; mailFrom: string; meetingUrl: string | null },
): string {
  const page = `${o.publicUrl}/sessions/${r.id}`;
  const calendar = ical({
    prodId: { company: 'Prosper Mentor', product: 'Sessions', language: 'EN' },
    method: ICalCalendarMethod[o.method],
  });
  const mentor = `${r.mentor_first_name} ${r.mentor_last_name}`;
  const mentee = `${r.mentee_first_name} ${r.mentee_last_name}`;
  calendar.createEvent({
    id: `${r.id}@${new URL(o.publicUrl).hostname}`,
    sequence: r.calendar_sequence,
    start: new Date(r.starts_at),
    end: new Date(r.ends_at),
    summary: `${r.title} (${mentor} & ${mentee})`,
    description: [r.note, o.meetingUrl ? `Join: ${o.meetingUrl}` : '', `Details: ${page}`].filter(Boolean).join('\n\n'),
    location: o.meetingUrl,
    url: page,
    status: o.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Prosper Mentor', email: addressOf(o.mailFrom) },
    attendees:
      o.method === 'PUBLISH'
        ? []
        : [
            { name: mentor, email: r.mentor_email },
            { name: mentee, email: r.mentee_email },
          ].map((a) => ({ ...a, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED })),
  });
  return calendar.toString();
}
