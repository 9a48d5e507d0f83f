import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * The number of rows in every table of the app but the rate limits (which count refused attempts
 * too, on purpose): what a refused request must leave as it found it.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`))[0]!.n;
  }
  return counts;
}
