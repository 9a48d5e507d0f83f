import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { en, fill } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { BatchJobHandler, JobHandler } from '../../jobs/queue.ts';
import { sessionCalendarMail } from '../../mail/templates.ts';
import { createNotifications, type NotificationInput } from '../notifications/service.ts';
import { sessionCalendar } from './calendar.ts';
import { notifySessionChange } from './notify.ts';
import { sessionRows } from './rows.ts';

const t = en.sessions;

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

/**
 * Session reminders (30 minutes and a day before, decision 048), claimed together and made in one
 * transaction of a few statements (decision 063), however many sessions start in the same hour.
 * Exactly once: each reminder's mark (reminded_at, or reminded_day_before_at) is set in the
 * transaction that creates its two notifications, each keyed by the session and its start so its
 * push, text and mail leave once per member. A session re-read under its lock that moved on
 * (answered, cancelled, rescheduled, reminded) is left alone. The join link goes to push and mail only.
 */
export function sessionReminderJobs(app: FastifyInstance): Record<string, BatchJobHandler> {
  return {
    session_reminder: (jobs) =>
      app.db.transaction(async (tx) => {
        const ids = [...new Set(jobs.map((j) => String(j.payload.sessionId)))].filter((id) => z.guid().safeParse(id).success);
        const rows = new Map(
          (await sessionRows(tx, sql`s.id = any(${sql.param(ids)}::uuid[])`, { lock: true, order: sql`s.id` })).map((r) => [r.id, r]),
        );
        const inputs: NotificationInput[] = [];
        for (const dayBefore of [false, true]) {
          const due = jobs.flatMap(({ payload }) => {
            const r = rows.get(String(payload.sessionId));
            const due = r?.status === 'confirmed' && new Date(r.starts_at).toISOString() === payload.startsAt;
            return due && (payload.dayBefore === true) === dayBefore ? [{ r, startsAt: String(payload.startsAt) }] : [];
          });
          if (due.length === 0) continue;
          const mark = sql.raw(dayBefore ? 'reminded_day_before_at' : 'reminded_at');
          const marked = new Set(
            rowsOf<{ id: string }>(
              await tx.execute(sql`
                update sessions set ${mark} = now()
                where id = any(${sql.param(due.map((d) => d.r.id))}::uuid[]) and ${mark} is null returning id`),
            ).map((m) => m.id),
          );
          const reminded = due.filter((d) => marked.delete(d.r.id));
          // The zone a member reads their reminder in: their own (decision 048), else the one the session knows.
          const zones = dayBefore
            ? await profileZones(
                tx,
                reminded.flatMap((d) => [d.r.mentor_id, d.r.mentee_id]),
              )
            : new Map();
          for (const { r, startsAt } of reminded) {
            const mentorZone = r.mentor_timezone ?? 'UTC';
            for (const [recipientId, actorId, zone] of [
              [r.mentor_id, r.mentee_id, mentorZone],
              [r.mentee_id, r.mentor_id, r.mentee_timezone ?? mentorZone],
            ] as const) {
              const text = notificationText('session_reminder', { name: '', title: r.title });
              inputs.push({
                recipientId,
                type: 'session_reminder',
                title: text.title,
                message: dayBefore
                  ? fill(t.reminderDayBefore, { title: r.title, when: whenText(new Date(r.starts_at), zones.get(recipientId) ?? zone) })
                  : text.message,
                actorId,
                data: { session_id: r.id },
                eventKey: `session_reminder${dayBefore ? '_day_before' : ''}:${r.id}:${startsAt}`,
                joinUrl: r.meeting_url,
              });
            }
          }
        }
        await createNotifications(tx, inputs);
      }),
  };
}

/** The zones members set for themselves, for those who did. */
async function profileZones(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; timezone: string }>(
    await tx.execute(sql`select id, timezone from profiles where id = any(${sql.param(userIds)}::text[]) and timezone is not null`),
  );
  return new Map(rows.map((r) => [r.id, r.timezone]));
}
