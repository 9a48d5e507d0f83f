import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { en, fill } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { sessionCalendarMail } from '../../mail/templates.ts';
import { createNotification } from '../notifications/service.ts';
import { sessionCalendar } from './calendar.ts';
import { notifySessionChange } from './notify.ts';
import { sessionRows } from './rows.ts';

const t = en.sessions;

/** The zone a member reads their reminder in: their own (decision 048), else the one the session knows. */
async function reminderZone(tx: Tx, userId: string, sessionZone: string): Promise<string> {
  const [row] = rowsOf<{ timezone: string | null }>(await tx.execute(sql`select timezone from profiles where id = ${userId}`));
  return row?.timezone ?? sessionZone;
}

/** The job's session under its lock, or nothing when it was deleted meanwhile (then there is nothing to do). */
const lockedRow = async (tx: Tx, payload: Record<string, unknown>) =>
  (await sessionRows(tx, sql`s.id = ${String(payload.sessionId)}`, { lock: true }))[0];

/** "Monday 5 January 2026, 09:00 (Africa/Lagos)". */
export function whenText(startsAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${when.format(startsAt)} (${timeZone})`;
}

/**
 * The work sessions leave for later, each safe to run twice: the session is re-read under its lock
 * and the job does nothing when the session moved on (answered, cancelled, rescheduled, reminded).
 */
export function sessionJobs(app: FastifyInstance): Record<string, JobHandler> {
  const db = app.db;
  return {
    async session_expire(payload) {
      await db.transaction(async (tx) => {
        const r = await lockedRow(tx, payload);
        if (r?.status !== 'requested') return;
        await tx.execute(sql`update sessions set status = 'expired', updated_at = now() where id = ${r.id}`);
        await notifySessionChange(tx, { ...r, status: 'expired' }, { kind: 'expired', actor: null });
      });
    },

    /**
     * Exactly once: the reminder's mark (reminded_at, or reminded_day_before_at for the day-before
     * one, decision 048) is set in the transaction that creates the two reminders, each keyed by the
     * session and its start so its push and mail leave once per member. The join link goes to push
     * and mail only.
     */
    async session_reminder(payload) {
      const dayBefore = payload.dayBefore === true;
      const mark = sql.raw(dayBefore ? 'reminded_day_before_at' : 'reminded_at');
      await db.transaction(async (tx) => {
        const r = await lockedRow(tx, payload);
        if (r?.status !== 'confirmed' || new Date(r.starts_at).toISOString() !== payload.startsAt) return;
        const marked = rowsOf(
          await tx.execute(sql`update sessions set ${mark} = now() where id = ${r.id} and ${mark} is null returning id`),
        );
        if (marked.length === 0) return;
        const mentorZone = r.mentor_timezone ?? 'UTC';
        for (const [recipientId, actorId, zone] of [
          [r.mentor_id, r.mentee_id, mentorZone],
          [r.mentee_id, r.mentor_id, r.mentee_timezone ?? mentorZone],
        ] as const) {
          const text = notificationText('session_reminder', { name: '', title: r.title });
          const message = dayBefore
            ? fill(t.reminderDayBefore, {
                title: r.title,
                when: whenText(new Date(r.starts_at), await reminderZone(tx, recipientId, zone)),
              })
            : text.message;
          await createNotification(tx, {
            recipientId,
            type: 'session_reminder',
            title: text.title,
            message,
            actorId,
            data: { session_id: r.id },
            eventKey: `session_reminder${dayBefore ? '_day_before' : ''}:${r.id}:${payload.startsAt}`,
            joinUrl: r.meeting_url,
          });
        }
      });
    },

    /** A confirmed session nobody marked is taken as held, a day after its end. */
    async session_complete(payload) {
      await db.transaction(async (tx) => {
        const r = await lockedRow(tx, payload);
        if (r?.status !== 'confirmed' || new Date(r.ends_at).getTime() > Date.now()) return;
        await tx.execute(
          sql`update sessions set status = 'completed', proposed_starts_at = null, proposed_by = null, updated_at = now() where id = ${r.id}`,
        );
        await notifySessionChange(tx, { ...r, status: 'completed' }, { kind: 'completed', actor: null });
      });
    },

    /** The invitation, update or cancellation to both members' calendars, as the session is when it runs. */
    async session_calendar(payload) {
      const r = (await sessionRows(db, sql`s.id = ${String(payload.sessionId)}`))[0];
      if (!r) return;
      const method = payload.method === 'CANCEL' ? 'CANCEL' : 'REQUEST';
      // Both members receive it: the room is theirs.
      const content = sessionCalendar(r, {
        method,
        publicUrl: app.config.publicUrl,
        mailFrom: app.config.mailFrom,
        meetingUrl: r.meeting_url,
      });
      const url = `${app.config.publicUrl}/sessions/${r.id}`;
      // Each member reads the time in their own zone (a mentee who booked without one, in the mentor's).
      const mentorZone = r.mentor_timezone ?? 'UTC';
      const members = [
        { email: r.mentor_email, name: r.mentor_first_name, other: `${r.mentee_first_name} ${r.mentee_last_name}`, zone: mentorZone },
        {
          email: r.mentee_email,
          name: r.mentee_first_name,
          other: `${r.mentor_first_name} ${r.mentor_last_name}`,
          zone: r.mentee_timezone ?? mentorZone,
        },
      ];
      for (const m of members) {
        const values = { title: r.title, name: m.other, when: whenText(new Date(r.starts_at), m.zone), meetingUrl: r.meeting_url ?? '' };
        const subject = method === 'CANCEL' ? t.cancelSubject : r.calendar_sequence > 1 ? t.updateSubject : t.inviteSubject;
        const intro = fill(method === 'CANCEL' ? t.cancelMailText : t.inviteMailText, values);
        await app.mailer.send(
          sessionCalendarMail({ to: m.email, name: m.name, subject: fill(subject, values), intro, url, calendar: { method, content } }),
        );
      }
    },
  };
}
