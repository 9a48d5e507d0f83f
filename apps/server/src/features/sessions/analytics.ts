import { sql } from 'drizzle-orm';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';
import { dateInZone } from '@prosper/shared/rules/slot-days';
import { type Db, rowsOf } from '../../db/client.ts';
import { savedAvailability } from './availability.ts';
import { onTab } from './tabs.ts';

/** The zone furthest behind UTC (UTC−12): a date before its today is over everywhere. */
const LAST_ZONE = 'Etc/GMT+12';

/**
 * A mentor's own figures between two dates (inclusive), counted in their time zone: profile views,
 * requests made, sessions by the tab the list shows them on (by their start), hours mentored,
 * reviews, and money received. A range that reaches today, wherever its asker is, runs on into the
 * sessions booked ahead, so Confirmed is what Upcoming lists (decision 020).
 */
export async function mentorAnalytics(
  db: Db,
  { mentorId, from, to }: { mentorId: string; from: string; to: string },
): Promise<MentorAnalytics> {
  const zone = (await savedAvailability(db, mentorId))?.timezone ?? 'UTC';
  const start = sql`(${from}::date)::timestamp at time zone ${zone}`;
  const end =
    to >= dateInZone(Date.now(), LAST_ZONE) ? sql`'infinity'::timestamptz` : sql`((${to}::date + 1)::timestamp at time zone ${zone})`;
  const now = new Date();
  const totals = rowsOf<{
    profile_views: number;
    requests: number;
    confirmed: number;
    completed: number;
    cancelled: number;
    minutes: number;
    rating_average: string | null;
    review_count: number;
    earnings_cents: number;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from profile_views where mentor_id = ${mentorId} and created_at >= ${start} and created_at < ${end}) as profile_views,
        (select count(*)::int from sessions where mentor_id = ${mentorId} and created_at >= ${start} and created_at < ${end}) as requests,
        count(*) filter (where ${onTab('upcoming', now)})::int as confirmed,
        count(*) filter (where s.status = 'completed')::int as completed,
        count(*) filter (where ${onTab('cancelled', now)})::int as cancelled,
        coalesce(sum(extract(epoch from s.ends_at - s.starts_at) / 60) filter (where s.status = 'completed'), 0)::int as minutes,
        (select round(avg(rating), 1) from session_reviews where mentor_id = ${mentorId} and created_at >= ${start} and created_at < ${end}) as rating_average,
        (select count(*)::int from session_reviews where mentor_id = ${mentorId} and created_at >= ${start} and created_at < ${end}) as review_count,
        (select coalesce(sum(amount_cents), 0)::int from payments
          where payee_id = ${mentorId} and status = 'paid' and paid_at >= ${start} and paid_at < ${end}) as earnings_cents
      from sessions s
      where s.mentor_id = ${mentorId} and s.starts_at >= ${start} and s.starts_at < ${end}`),
  )[0]!;
  const months = rowsOf<{ month: string; completed: number; minutes: number; earnings_cents: number }>(
    await db.execute(sql`
      with months as (
        select to_char(m, 'YYYY-MM') as month from generate_series(date_trunc('month', ${from}::date), ${to}::date, interval '1 month') m),
      done as (
        select to_char(starts_at at time zone ${zone}, 'YYYY-MM') as month, count(*)::int as completed,
          sum(extract(epoch from ends_at - starts_at) / 60)::int as minutes
        from sessions where mentor_id = ${mentorId} and status = 'completed' and starts_at >= ${start} and starts_at < ${end}
        group by 1),
      paid as (
        select to_char(paid_at at time zone ${zone}, 'YYYY-MM') as month, sum(amount_cents)::int as earnings_cents
        from payments where payee_id = ${mentorId} and status = 'paid' and paid_at >= ${start} and paid_at < ${end}
        group by 1)
      select months.month, coalesce(done.completed, 0) as completed, coalesce(done.minutes, 0) as minutes,
        coalesce(paid.earnings_cents, 0) as earnings_cents
      from months left join done using (month) left join paid using (month)
      order by months.month`),
  );
  return {
    from,
    to,
    totals: {
      profileViews: totals.profile_views,
      requests: totals.requests,
      confirmed: totals.confirmed,
      completed: totals.completed,
      cancelled: totals.cancelled,
      hoursMentored: Math.round((totals.minutes / 60) * 10) / 10,
      averageRating: totals.rating_average === null ? null : Number(totals.rating_average),
      reviewCount: totals.review_count,
      earningsCents: totals.earnings_cents,
    },
    months: months.map((m) => ({
      month: m.month,
      completed: m.completed,
      hoursMentored: Math.round((m.minutes / 60) * 10) / 10,
      earningsCents: m.earnings_cents,
    })),
  };
}
