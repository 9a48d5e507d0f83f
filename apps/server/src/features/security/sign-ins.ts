import { sql } from 'drizzle-orm';
import type { ActiveSignIn } from '@prosper/shared/schemas/security';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deviceOf } from './device.ts';

type Row = { id: string; user_agent: string | null; ip_address: string | null; created_at: string | Date; updated_at: string | Date };

/**
 * The member's sign-ins still running, most recently active first. The place is null: telling it
 * from the address needs a geo-IP database, which we do not have, and nothing is fetched to find it.
 */
export async function listSignIns(db: Db, o: { userId: string; currentId: string | null }): Promise<ActiveSignIn[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, user_agent, ip_address, created_at, updated_at from auth_sessions
      where user_id = ${o.userId} and expires_at > now()
      order by updated_at desc, id`),
  );
  return rows.map((row) => {
    const device = deviceOf(row.user_agent);
    return {
      id: row.id,
      device: device.kind,
      browser: device.browser ?? en.settings.security.signIns.unknownBrowser,
      place: null,
      lastActiveAt: new Date(row.updated_at).toISOString(),
      signedInAt: new Date(row.created_at).toISOString(),
      current: row.id === o.currentId,
    };
  });
}

/** Ends one of the member's own sign-ins; anyone else's is as absent as one that never was. */
export async function endSignIn(db: Db, o: { userId: string; id: string }) {
  const ended = rowsOf(await db.execute(sql`delete from auth_sessions where id = ${o.id} and user_id = ${o.userId} returning id`));
  if (ended.length === 0) throw new AppError(404, 'not_found', en.errors.notFound);
}

/** Past the member's cap, the sign-ins that started first end (the one just made is the newest). */
export async function endSignInsPastCap(db: Db, o: { userId: string; max: number }) {
  await db.execute(sql`
    delete from auth_sessions where id in (
      select id from auth_sessions where user_id = ${o.userId}
      order by created_at desc, id desc offset ${o.max})`);
}

/** Records the sign-in's device; true when the member had signed in before, never from this one. */
export async function isNewDevice(db: Db, o: { userId: string; deviceKey: string }): Promise<boolean> {
  const rows = rowsOf<{ known: number; added: number }>(
    await db.execute(sql`
      with known as (select count(*)::int as n from sign_in_devices where user_id = ${o.userId}),
      added as (
        insert into sign_in_devices (user_id, device) values (${o.userId}, ${o.deviceKey})
        on conflict do nothing returning 1)
      select (select n from known) as known, (select count(*)::int from added) as added`),
  );
  const [row] = rows;
  return !!row && row.known > 0 && row.added > 0;
}
