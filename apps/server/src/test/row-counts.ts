import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * Counters that must count refusals too: a refused request is still an attempt. A text the provider
 * refused stays recorded in `sms_sends`: it counts against the day's cap (decision 049).
 */
const COUNTS_REFUSALS = new Set(['rate_limits', 'sms_sends']);

/** The tables a request could change: every table of the app but the rate-limit counters. */
export async function watchedTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => r.name).filter((name) => !COUNTS_REFUSALS.has(name) && !name.startsWith('__drizzle'));
}

/**
 * Row counts of the watched tables (or those given, when a caller reads them often), in one round
 * trip: what a refused request must leave as it found it.
 */
export async function rowCounts(db: Db, tables?: string[]): Promise<Record<string, number>> {
  tables ??= await watchedTables(db);
  const columns = sql.join(
    tables.map((t) => sql`(select count(*) from ${sql.identifier(t)})::int as ${sql.identifier(t)}`),
    sql`, `,
  );
  return rowsOf<Record<string, number>>(await db.execute(sql`select ${columns}`))[0] ?? {};
}

/** The tables whose count moved between two readings. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
