import { sql } from 'drizzle-orm';
import { VITAL_THRESHOLDS, type WebVitalName } from '@prosper/shared/constants/monitoring';
import type { HealthReport } from '@prosper/shared/schemas/monitoring';
import { type Db, rowsOf } from '../../db/client.ts';

/** Rows each list of the Health page shows at most. */
const VITAL_GROUPS = 300;
const SLOWEST_PAGES = 10;
const TOP_ERRORS = 20;

/** The bands per metric as SQL: the shared thresholds, so the page and the alerts agree. */
const bounds = sql.join(
  Object.entries(VITAL_THRESHOLDS).map(([name, [good, poor]]) => sql`(${name}, ${good}::float8, ${poor}::float8)`),
  sql`, `,
);

type VitalRow = { page: string; name: WebVitalName; p75: number; count: number; good: number; ni: number; poor: number };
type ErrorRow = {
  kind: string;
  message: string;
  filename: string;
  lineno: number;
  colno: number;
  count: number;
  first_seen: Date | string;
  last_seen: Date | string;
};

/** The field reports of the last `days` (decision 041): each query reads one index's range. */
export async function healthReport(db: Db, days: number): Promise<HealthReport> {
  const since = sql`now() - make_interval(days => ${days})`;
  const vitals = rowsOf<VitalRow>(
    await db.execute(sql`
      with b(name, good, poor) as (values ${bounds})
      select r.page, r.name,
        percentile_cont(0.75) within group (order by r.value)::float8 as p75,
        count(*)::int as count,
        (count(*) filter (where r.value <= b.good))::float8 / count(*) as good,
        (count(*) filter (where r.value > b.good and r.value <= b.poor))::float8 / count(*) as ni,
        (count(*) filter (where r.value > b.poor))::float8 / count(*) as poor
      from web_vital_reports r join b on b.name = r.name
      where r.created_at > ${since}
      group by r.page, r.name
      order by count(*) desc, r.page, r.name
      limit ${VITAL_GROUPS}`),
  );
  const slowestPages = vitals
    .filter((v) => v.name === 'LCP')
    .sort((a, b) => b.p75 - a.p75)
    .slice(0, SLOWEST_PAGES)
    .map((v) => ({ page: v.page, lcpP75: v.p75, count: v.count }));
  const errors = rowsOf<ErrorRow>(
    await db.execute(sql`
      select kind, message, filename, lineno, colno, count(*)::int as count,
        min(created_at) as first_seen, max(created_at) as last_seen
      from client_errors where created_at > ${since}
      group by kind, message, filename, lineno, colno
      order by count(*) desc, max(created_at) desc
      limit ${TOP_ERRORS}`),
  );
  return {
    days,
    vitals: vitals.map(({ ni, ...v }) => ({ ...v, needsImprovement: ni })),
    slowestPages,
    errors: errors.map(({ first_seen, last_seen, ...e }) => ({
      ...e,
      firstSeen: new Date(first_seen).toISOString(),
      lastSeen: new Date(last_seen).toISOString(),
    })),
  };
}
