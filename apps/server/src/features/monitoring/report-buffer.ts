import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { clientErrors, performanceAlerts, webVitalReports } from '../../db/schema/monitoring.ts';

type Tables = {
  vitals: typeof webVitalReports.$inferInsert;
  alerts: typeof performanceAlerts.$inferInsert;
  errors: typeof clientErrors.$inferInsert;
};
type Kind = keyof Tables;

const KINDS: Kind[] = ['vitals', 'alerts', 'errors'];

/**
 * A batch as one array a column, `unnest($1::text[], $2::float8[], …)`: a statement of a dozen
 * parameters whatever the batch's size. drizzle's multi-row insert bound a parameter a value (6,000
 * for 500 vitals) and built them on the event loop, which held up every request behind a flush
 * (issue 20's profile of 2,000 reports a second).
 */
function columns<Row>(rows: Row[], spec: [keyof Row & string, string][]) {
  const arrays = spec.map(([key, type]) => {
    const values = rows.map((row) => {
      const value = row[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/** Rows held before they are written: a burst becomes one insert a table, not a statement a report. */
const MAX_HELD = 500;
/** The longest a report waits to be written; a crash loses at most this much of sampled field data. */
const FLUSH_MS = 1000;

/**
 * Field reports, written in batches (decision 041): at 2,000 reports a second one statement each
 * would take the database from the API. A report is answered 204 once held; a failed insert is
 * logged and dropped, as a beacon cannot be asked again.
 */
export class ReportBuffer {
  private held: { [K in Kind]: Tables[K][] } = { vitals: [], alerts: [], errors: [] };
  private count = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add<K extends Kind>(kind: K, row: Tables[K]): void {
    this.held[kind].push(row);
    this.count += 1;
    if (this.count >= MAX_HELD) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is held, after any write under way; tests and shutdown wait for it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.held;
    this.held = { vitals: [], alerts: [], errors: [] };
    this.count = 0;
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  /**
   * A page view's metric sent again (INP every 30 s) replaces its earlier value: one row a metric
   * and view, the latest, in the batch (one statement cannot update a row twice) and in the table.
   */
  private async writeVitals(rows: Tables['vitals'][]) {
    const latest = [...new Map(rows.map((row) => [`${row.sessionId} ${row.metricId}`, row])).values()];
    await this.db.execute(sql`
      insert into web_vital_reports (name, value, delta, rating, metric_id, navigation_type, page, url, referrer, user_agent, session_id, measured_at)
      select * from ${columns(latest, [
        ['name', 'text'],
        ['value', 'float8'],
        ['delta', 'float8'],
        ['rating', 'text'],
        ['metricId', 'text'],
        ['navigationType', 'text'],
        ['page', 'text'],
        ['url', 'text'],
        ['referrer', 'text'],
        ['userAgent', 'text'],
        ['sessionId', 'uuid'],
        ['measuredAt', 'timestamptz'],
      ])}
      on conflict (session_id, metric_id) do update
      set value = excluded.value, delta = excluded.delta, rating = excluded.rating, measured_at = excluded.measured_at`);
  }

  private async writeAlerts(rows: Tables['alerts'][]) {
    await this.db.execute(sql`
      insert into performance_alerts (alert, metric, value, url, session_id, measured_at)
      select * from ${columns(rows, [
        ['alert', 'text'],
        ['metric', 'text'],
        ['value', 'float8'],
        ['url', 'text'],
        ['sessionId', 'uuid'],
        ['measuredAt', 'timestamptz'],
      ])}`);
  }

  private async writeErrors(rows: Tables['errors'][]) {
    await this.db.execute(sql`
      insert into client_errors (kind, message, filename, lineno, colno, stack, url, measured_at)
      select * from ${columns(rows, [
        ['kind', 'text'],
        ['message', 'text'],
        ['filename', 'text'],
        ['lineno', 'int4'],
        ['colno', 'int4'],
        ['stack', 'text'],
        ['url', 'text'],
        ['measuredAt', 'timestamptz'],
      ])}`);
  }

  private async write(batch: { [K in Kind]: Tables[K][] }) {
    for (const kind of KINDS) {
      const rows = batch[kind];
      if (rows.length === 0) continue;
      try {
        if (kind === 'vitals') await this.writeVitals(rows as Tables['vitals'][]);
        else if (kind === 'alerts') await this.writeAlerts(rows as Tables['alerts'][]);
        else await this.writeErrors(rows as Tables['errors'][]);
      } catch (err) {
        this.log.warn({ err, rows: rows.length }, `monitoring: ${kind} reports not written`);
      }
    }
  }
}
