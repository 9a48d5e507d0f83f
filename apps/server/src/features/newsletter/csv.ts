import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';

/** SPEC §9: the columns, in order, and the file's name. */
export const CSV_COLUMNS = ['Email', 'First Name', 'Last Name', 'Subscribed At', 'Source'] as const;
export const CSV_FILE_NAME = 'newsletter-subscribers.csv';

/** Rows read at a time: few enough to hold, many enough that the queries are not the cost. */
export const CSV_PAGE_SIZE = 5000;

type ExportRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  at: string;
  source: string;
  key: string;
};

/**
 * The active subscribers (SPEC §7: all active, newest first) as CSV text, a page at a time: each
 * page starts strictly after the last row of the one before and is a query of its own, so the file
 * is never whole in memory and a slow download holds no connection between pages.
 */
export async function* subscribersCsv(db: Db): AsyncGenerator<string> {
  yield csvLine([...CSV_COLUMNS]);
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const from: { key: string; id: string } | null = after;
    const rows: ExportRow[] = rowsOf<ExportRow>(
      await db.execute(sql`
        select id, email, first_name, last_name, source,
          to_char(subscribed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
          subscribed_at::text as key
        from newsletter_subscribers
        where is_active ${from ? sql`and (subscribed_at, id) < (${from.key}::timestamptz, ${from.id}::uuid)` : sql``}
        order by subscribed_at desc, id desc
        limit ${CSV_PAGE_SIZE}`),
    );
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine([r.email, r.first_name, r.last_name, r.at, r.source])).join('');
    if (rows.length < CSV_PAGE_SIZE) return;
    const last: ExportRow = rows.at(-1)!;
    after = { key: last.key, id: last.id };
  }
}
