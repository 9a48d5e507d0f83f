import { sql } from 'drizzle-orm';
import { ORPHAN_AFTER_HOURS } from '@prosper/shared/schemas/media';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Storage } from '../../storage/storage.ts';
import { mediaFolder } from './rows.ts';

type Executor = Pick<Db, 'execute'>;

const SWEEP_BATCH = 200;

/** A sweep once a new upload could have become an orphan. */
export async function scheduleSweep(tx: Executor, mediaId: string) {
  const runAt = new Date(Date.now() + ORPHAN_AFTER_HOURS * 3600_000 + 60_000);
  await enqueue(tx, 'media_sweep', {}, { runAt, uniqueKey: `media_sweep:${mediaId}` });
}

/** A sweep now: what held some media (a message, an article, a story) was deleted in this transaction. */
export async function sweepSoon(tx: Executor) {
  await enqueue(tx, 'media_sweep', {}, { uniqueKey: 'media_sweep:now' });
}

/**
 * Removes media nobody holds: uploaded more than a day ago and never attached, or attached to a
 * message, article or story that is gone. Files first, then the rows, so a failure halfway is retried
 * whole and never leaves a row without its files.
 */
export async function sweepMedia(db: Db, storage: Storage): Promise<number> {
  let removed = 0;
  for (;;) {
    const gone = rowsOf<{ id: string; owner_id: string; private: boolean }>(
      await db.execute(sql`
        (select id, owner_id, private from media
         where attached_at is null and created_at < now() - make_interval(hours => ${ORPHAN_AFTER_HOURS}) limit ${SWEEP_BATCH})
        union all
        (select id, owner_id, private from media
         where attached_at is not null and message_id is null and article_id is null and story_id is null limit ${SWEEP_BATCH})`),
    );
    if (gone.length === 0) return removed;
    for (const m of gone) await storage.deleteFolder(mediaFolder(m));
    await db.execute(
      sql`delete from media where id in (${sql.join(
        gone.map((m) => sql`${m.id}::uuid`),
        sql`, `,
      )})`,
    );
    removed += gone.length;
  }
}
