import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;
/** A member's settings table (SPEC §3): one row per member, keyed by user_id, with the §9 defaults in its columns. */
type SettingsTable = PgTable & { userId: PgColumn; updatedAt: PgColumn };

/**
 * The part of a member's settings row that `keys` names; the row is made with the §9 defaults on
 * first read (SPEC §4). Read first: after the first time the row is there.
 */
export async function readSettings<T extends SettingsTable, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  userId: string,
  keys: readonly K[],
): Promise<Pick<T['$inferSelect'], K>> {
  const read = async () =>
    (
      await db
        .select()
        .from(table as PgTable)
        .where(eq(table.userId, userId))
    )[0];
  let row = await read();
  if (!row) {
    // Another request may make it at the same moment: then read theirs.
    await db
      .insert(table)
      .values({ userId } as T['$inferInsert'])
      .onConflictDoNothing();
    row = await read();
  }
  const found = row as T['$inferSelect'];
  return Object.fromEntries(keys.map((key) => [key, found[key]])) as Pick<T['$inferSelect'], K>;
}

/** Saves a change to a member's settings (the row made first if need be) and answers the settings as stored. */
export async function updateSettings<T extends SettingsTable, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  userId: string,
  keys: readonly K[],
  patch: Partial<Pick<T['$inferSelect'], K>>,
): Promise<Pick<T['$inferSelect'], K>> {
  await db
    .insert(table)
    .values({ userId } as T['$inferInsert'])
    .onConflictDoNothing();
  await db
    .update(table)
    .set({ ...patch, updatedAt: sql`now()` } as Partial<T['$inferInsert']>)
    .where(eq(table.userId, userId));
  return readSettings(db, table, userId, keys);
}
