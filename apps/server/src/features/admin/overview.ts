import { sql } from 'drizzle-orm';
import { type AdminOverview, SIGN_UP_WEEKS } from '@prosper/shared/schemas/admin';
import { type Db, rowsOf } from '../../db/client.ts';

type Figures = {
  total: number;
  mentees: number;
  mentors: number;
  admins: number;
  new_this_week: number;
  booked: number;
  completed: number;
  articles: number;
  open_reports: number;
};

/**
 * The admin's overview in two statements: the figures, and sign-ups in each of the last weeks
 * (Monday to Sunday, UTC; a week without any is a 0). Members are the open accounts, not the
 * closed ones nor the stand-ins of erased members; a session is booked once confirmed, and held
 * (completed) as the landing counts it.
 */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [f] = rowsOf<Figures>(
    await db.execute(sql`
      with members as (select role, created_at from profiles where closed_at is null and not anonymised)
      select
        (select count(*)::int from members) as total,
        (select count(*)::int from members where role = 'mentee') as mentees,
        (select count(*)::int from members where role = 'mentor') as mentors,
        (select count(*)::int from members where role = 'admin') as admins,
        (select count(*)::int from members where created_at > now() - interval '7 days') as new_this_week,
        (select count(*)::int from sessions where status in ('confirmed', 'completed', 'no_show')) as booked,
        (select count(*)::int from sessions where status = 'completed' or (status = 'confirmed' and ends_at <= now())) as completed,
        (select count(*)::int from articles) as articles,
        (select count(*)::int from reports where resolved_at is null) as open_reports`),
  );
  const weeks = rowsOf<{ week: string; count: number }>(
    await db.execute(sql`
      with weeks as (
        select generate_series(
          date_trunc('week', now() at time zone 'utc') - ${SIGN_UP_WEEKS - 1} * interval '1 week',
          date_trunc('week', now() at time zone 'utc'),
          interval '1 week') as week)
      select to_char(w.week, 'YYYY-MM-DD') as week, count(p.id)::int as count
      from weeks w
      left join profiles p on p.created_at >= w.week at time zone 'utc' and p.created_at < (w.week + interval '1 week') at time zone 'utc'
        and not p.anonymised
      group by w.week order by w.week`),
  );
  return {
    members: { total: f!.total, mentees: f!.mentees, mentors: f!.mentors, admins: f!.admins, newThisWeek: f!.new_this_week },
    sessions: { booked: f!.booked, completed: f!.completed },
    articles: f!.articles,
    openReports: f!.open_reports,
    signUpsByWeek: weeks,
  };
}
