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

/** Writes many private events in one statement (a fan-out batch), announced by one NOTIFY. */
export async function publishMany(tx: Executor, topic: PrivateTopic, type: string, events: { userId: string; payload: unknown }[]) {
  if (events.length === 0) return;
  await tx.execute(sql`
    insert into events (topic, user_id, type, payload)
    select ${topic}, e->>'userId', ${type}, e->'payload' from jsonb_array_elements(${JSON.stringify(events)}::jsonb) e`);
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
