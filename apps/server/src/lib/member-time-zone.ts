import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * The zone a member's own clock keeps (decision 048): theirs from the browser or Settings → Account;
 * a mentor who never signed in since keeps the zone of their mentor details; else UTC.
 */
export async function memberTimeZone(db: Pick<Db, 'execute'>, userId: string): Promise<string> {
  return (await memberTimeZones(db, [userId])).get(userId) ?? 'UTC';
}

/** Many members' zones at once, by member (a batch of notifications). */
export async function memberTimeZones(db: Pick<Db, 'execute'>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; zone: string }>(
    await db.execute(sql`
      select p.id, coalesce(p.timezone, m.timezone, 'UTC') as zone
      from profiles p left join mentor_profiles m on m.id = p.id where p.id = any(${sql.param([...userIds])}::text[])`),
  );
  return new Map(rows.map((r) => [r.id, r.zone]));
}
