import { type SQL, sql } from 'drizzle-orm';
import { EXPORT_LISTS, EXPORT_RECORDS, EXPORT_SETTINGS } from '@prosper/shared/schemas/export';
import { type Db, rowsOf } from '../../db/client.ts';
import { LISTS, type ListSource, PROFILE, RECORDS, type Row, SETTINGS } from './sections.ts';

/** Rows a list reads at a time: few enough to hold, many enough that the queries are not the cost. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * A member's rows of one list, page after page, each row already JSON text: PostgreSQL writes it
 * (row_to_json keeps the columns' order), so the server neither parses rows into objects nor
 * stringifies them again. Each page starts strictly after the last row of the one before (its `order`
 * columns read back as text, so a timestamp keeps its microseconds), and is a query of its own, so a
 * slow download holds no connection or transaction between pages.
 */
export async function* listPages(db: Db, source: ListSource, me: string): AsyncGenerator<string[]> {
  const keys = source.order.map((k, i) => sql.raw(`${k.column}::text as export_key_${i}`));
  const columns = sql.join(
    source.order.map((k) => sql.raw(k.column)),
    sql`, `,
  );
  let after: string[] | null = null;
  for (;;) {
    const from: string[] | null = after;
    const startAfter: SQL = from
      ? sql`and (${columns}) > (${sql.join(
          source.order.map((k, i) => sql`${from[i]}::${sql.raw(k.type)}`),
          sql`, `,
        )})`
      : sql``;
    const rows: Row[] = rowsOf<Row>(
      await db.execute(sql`
        select (select row_to_json(o) from (select ${source.columns}) o)::text as export_row, ${sql.join(keys, sql`, `)}
        from ${source.mine(me)} ${startAfter}
        order by ${columns} limit ${EXPORT_PAGE_SIZE}`),
    );
    if (rows.length === 0) return;
    const last: Row = rows.at(-1)!;
    after = source.order.map((_, i) => String(last[`export_key_${i}`]));
    yield rows.map((row) => row.export_row as string);
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * The export file as a stream of JSON text, written section by section and a page at a time as the
 * rows come (SPEC §7 Export's sections first, then the rest in EXPORT_RECORDS' and EXPORT_LISTS'
 * order): the whole file is never held in memory.
 */
export async function* exportFile(db: Db, { me, exportDate }: { me: string; exportDate: Date }): AsyncGenerator<string> {
  yield `{"profile":${JSON.stringify(await PROFILE(db, me))}`;
  for (const name of EXPORT_SETTINGS) yield `,"${name}":${JSON.stringify(await SETTINGS[name](db, me))}`;
  yield `,"export_date":${JSON.stringify(exportDate.toISOString())}`;
  for (const name of EXPORT_RECORDS) yield `,"${name}":${JSON.stringify(await RECORDS[name](db, me))}`;
  for (const name of EXPORT_LISTS) {
    let separator = '';
    yield `,"${name}":[`;
    for await (const rows of listPages(db, LISTS[name], me)) {
      yield separator + rows.join(',');
      separator = ',';
    }
    yield ']';
  }
  yield '}\n';
}
