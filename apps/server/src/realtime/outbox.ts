import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PrivateTopic, PublicTopic } from './topics.ts';

export const EVENTS_CHANNEL = 'events';

type Executor = Pick<Db, 'execute'>;

/**
 * Writes an event in the caller's transaction. NOTIFY inside a transaction is delivered only at its
 * commit, so nothing leaves for a change that is rolled back.
 */
export async function publish(
  tx: Executor,
  event: { topic: PrivateTopic; userId: string; type: string; payload: unknown } | { topic: PublicTopic; type: string; payload: unknown },
) {
  const userId = 'userId' in event ? event.userId : null;
  await tx.execute(sql`
    with inserted as (
      insert into events (topic, user_id, type, payload)
      values (${event.topic}, ${userId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
      returning id)
    select pg_notify(${EVENTS_CHANNEL}, id::text) from inserted`);
}

/** Announces events another statement wrote (a fan-out batch): one NOTIFY for the batch. */
export async function announce(tx: Executor) {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
