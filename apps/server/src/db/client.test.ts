import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

it('the embedded database prepares what the server runs, and does not zero-fill new WAL segments (decision 065)', async () => {
  const read = sql`select count(*)::int as n from pg_class where relname = ${'pg_type'}`;
  await database.db.execute(read);
  await database.db.transaction((tx) => tx.execute(read));
  const prepared = rowsOf<{ statement: string }>(await database.db.execute(sql`select statement from pg_prepared_statements`));
  expect(prepared.filter((p) => p.statement.startsWith('select count(*)::int as n from pg_class'))).toHaveLength(1);
  const [setting] = rowsOf<{ wal_init_zero: string }>(
    await database.db.execute(sql`select current_setting('wal_init_zero') as wal_init_zero`),
  );
  expect(setting).toEqual({ wal_init_zero: 'off' });
});
