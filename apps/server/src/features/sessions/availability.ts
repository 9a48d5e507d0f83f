import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { AVAILABILITY_DEFAULTS, type Availability, type SessionLength } from '@prosper/shared/schemas/session';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export type AvailabilityRow = {
  timezone: string;
  weekly_hours: Availability['weeklyHours'];
  session_lengths: number[];
  buffer_minutes: number;
  min_notice_minutes: number;
  horizon_days: number;
  days_off: string[];
};

export const toAvailability = (r: AvailabilityRow): Availability => ({
  timezone: r.timezone,
  weeklyHours: r.weekly_hours,
  sessionLengths: r.session_lengths as SessionLength[],
  bufferMinutes: r.buffer_minutes,
  minNoticeMinutes: r.min_notice_minutes,
  horizonDays: r.horizon_days,
  daysOff: r.days_off,
});

/** A mentor's saved availability, or null when they never set any (then nobody can book them). */
export async function savedAvailability(db: Tx, mentorId: string): Promise<Availability | null> {
  const row = rowsOf<AvailabilityRow>(await db.execute(sql`select * from mentor_availability where mentor_id = ${mentorId}`))[0];
  return row ? toAvailability(row) : null;
}

/** The mentor's details (their profile's time zone); 403 for a member who has none. */
async function mentorProfile(db: Tx, mentorId: string): Promise<{ timezone: string | null }> {
  const mentor = rowsOf<{ timezone: string | null }>(await db.execute(sql`select timezone from mentor_profiles where id = ${mentorId}`))[0];
  if (!mentor) throw new AppError(403, 'not_a_mentor', en.errors.mentorsOnly);
  return mentor;
}

/** The mentor's availability; before the first save, empty weekly hours in their profile's time zone. */
export async function availabilityOf(db: Db, { mentorId }: { mentorId: string }): Promise<Availability> {
  const mentor = await mentorProfile(db, mentorId);
  return (
    (await savedAvailability(db, mentorId)) ?? {
      timezone: mentor.timezone ?? 'UTC',
      weeklyHours: [],
      daysOff: [],
      ...AVAILABILITY_DEFAULTS,
    }
  );
}

/** Saves it whole. Sessions already booked keep their times: only new bookings read the new hours. */
export async function saveAvailability(db: Db, { mentorId, ...a }: { mentorId: string } & Availability): Promise<Availability> {
  await mentorProfile(db, mentorId);
  await db.execute(sql`
    insert into mentor_availability (mentor_id, timezone, weekly_hours, session_lengths, buffer_minutes, min_notice_minutes, horizon_days, days_off)
    values (${mentorId}, ${a.timezone}, ${JSON.stringify(a.weeklyHours)}::jsonb, ${sql.param(a.sessionLengths)}::int[], ${a.bufferMinutes},
      ${a.minNoticeMinutes}, ${a.horizonDays}, ${sql.param(a.daysOff)}::text[])
    on conflict (mentor_id) do update set timezone = excluded.timezone, weekly_hours = excluded.weekly_hours,
      session_lengths = excluded.session_lengths, buffer_minutes = excluded.buffer_minutes,
      min_notice_minutes = excluded.min_notice_minutes, horizon_days = excluded.horizon_days, days_off = excluded.days_off,
      updated_at = now()`);
  return a;
}
