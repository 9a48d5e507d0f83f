import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

type Executor = Pick<Db, 'execute'>;

/** Raw reports are kept this many days: the Health page's longest window. */
export const RAW_REPORT_DAYS = 28;
/** Daily summaries are kept this long, for a year's trend and the same month a year ago. */
const SUMMARY_MONTHS = 13;

/**
 * Rolls every whole UTC day older than 28 days into daily summaries (per page and metric: count,
 * p75 and the bands; per error group: count) and deletes its raw rows, alerts included; drops
 * summaries past 13 months. One transaction: a day is summed once and never lost halfway.
 */
export async function rollUpFieldReports(db: Db, now = new Date()) {
  const before = sql`(date_trunc('day', ${now.toISOString()}::timestamptz, 'UTC') - make_interval(days => ${RAW_REPORT_DAYS}))`;
  const day = sql`(created_at at time zone 'UTC')::date`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into web_vital_days (day, page, name, count, p75, good, needs_improvement, poor)
      select ${day}, page, name, count(*), percentile_cont(0.75) within group (order by value),
        count(*) filter (where rating = 'good'), count(*) filter (where rating = 'needs-improvement'),
        count(*) filter (where rating = 'poor')
      from web_vital_reports where created_at < ${before}
      group by 1, page, name
      on conflict (day, page, name) do nothing`);
    await tx.execute(sql`delete from web_vital_reports where created_at < ${before}`);
    await tx.execute(sql`
      insert into client_error_days (day, kind, message, filename, lineno, colno, count)
      select ${day}, kind, message, filename, lineno, colno, count(*)
      from client_errors where created_at < ${before}
      group by 1, kind, message, filename, lineno, colno`);
    await tx.execute(sql`delete from client_errors where created_at < ${before}`);
    // Alerts are the moment's signal; the vitals and errors behind them are summed above.
    await tx.execute(sql`delete from performance_alerts where created_at < ${before}`);
    const oldest = sql`(${before} - make_interval(months => ${SUMMARY_MONTHS}))::date`;
    await tx.execute(sql`delete from web_vital_days where day < ${oldest}`);
    await tx.execute(sql`delete from client_error_days where day < ${oldest}`);
  });
}

/** The next roll-up, at 00:30 UTC after `now`: queued once however many instances ask. */
export async function scheduleRollUp(tx: Executor, now = new Date()) {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 30));
  await enqueue(tx, 'monitoring_roll_up', {}, { runAt: at, uniqueKey: `monitoring_roll_up:${at.toISOString()}` });
}
