import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * The zone a member's own clock keeps (decision 048): theirs from the browser or Settings → Account;
 * a mentor who never signed in since keeps the zone of their mentor details; else UTC.
 */
export async function memberTimeZone(db: Pick<Db, 'execute'>, userId: string): Promise<string> {
  const [row] = rowsOf<{ zone: string }>(
    await db.execute(sql`
      select coalesce(p.timezone, m.timezone, 'UTC') as zone
      from profiles p left join mentor_profiles m on m.id = p.id where p.id = ${userId}`),
  );
  return row?.zone ?? 'UTC';
}
