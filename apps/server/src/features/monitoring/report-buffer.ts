import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { clientErrors, performanceAlerts, webVitalReports } from '../../db/schema/monitoring.ts';

type Tables = {
  vitals: typeof webVitalReports.$inferInsert;
  alerts: typeof performanceAlerts.$inferInsert;
  errors: typeof clientErrors.$inferInsert;
};
type Kind = keyof Tables;

const TABLES = { vitals: webVitalReports, alerts: performanceAlerts, errors: clientErrors } as const;

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
    const latest = new Map(rows.map((row) => [`${row.sessionId} ${row.metricId}`, row]));
    await this.db
      .insert(webVitalReports)
      .values([...latest.values()])
      .onConflictDoUpdate({
        target: [webVitalReports.sessionId, webVitalReports.metricId],
        set: {
          value: sql`excluded.value`,
          delta: sql`excluded.delta`,
          rating: sql`excluded.rating`,
          measuredAt: sql`excluded.measured_at`,
        },
      });
  }

  private async write(batch: { [K in Kind]: Tables[K][] }) {
    for (const kind of Object.keys(TABLES) as Kind[]) {
      const rows = batch[kind];
      if (rows.length === 0) continue;
      try {
        if (kind === 'vitals') await this.writeVitals(rows as Tables['vitals'][]);
        else await this.db.insert(TABLES[kind]).values(rows as never);
      } catch (err) {
        this.log.warn({ err, rows: rows.length }, `monitoring: ${kind} reports not written`);
      }
    }
  }
}
