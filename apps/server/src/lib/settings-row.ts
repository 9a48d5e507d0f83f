import { eq, inArray, sql } from 'drizzle-orm';
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
  return (await readSettingsOf(db, table, [userId], keys)).get(userId)!;
}

/** `readSettings` for many members at once (a batch of notifications): two statements at most, however many. */
export async function readSettingsOf<T extends SettingsTable, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  userIds: readonly string[],
  keys: readonly K[],
): Promise<Map<string, Pick<T['$inferSelect'], K>>> {
  const found = new Map<string, Pick<T['$inferSelect'], K>>();
  const read = async (ids: string[]) => {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(table.userId, ids))) as T['$inferSelect'][];
    for (const row of rows)
      found.set(row.userId as string, Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T['$inferSelect'], K>);
  };
  await read([...new Set(userIds)]);
  // In one order, so two batches making rows for the same members cannot deadlock.
  const missing = [...new Set(userIds)].filter((id) => !found.has(id)).sort();
  if (missing.length > 0) {
    // Another request may make one at the same moment: then read theirs.
    await db
      .insert(table)
      .values(missing.map((userId) => ({ userId }) as T['$inferInsert']))
      .onConflictDoNothing();
    await read(missing);
  }
  return found;
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
