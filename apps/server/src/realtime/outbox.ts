import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RealtimeEventOf } from '@prosper/shared/realtime/events';
import type { PrivateTopic, PublicTopic } from '@prosper/shared/realtime/topics';

export const EVENTS_CHANNEL = 'events';

type Executor = Pick<Db, 'execute'>;

/** An event for one member on a private topic, or for every subscriber of a public one; its payload as its topic declares. */
export type OutgoingEvent =
  | { [T in PrivateTopic]: { topic: T; userId: string } & RealtimeEventOf<T> }[PrivateTopic]
  | { [T in PublicTopic]: { topic: T } & RealtimeEventOf<T> }[PublicTopic];

type PayloadOf<T extends PrivateTopic, K extends RealtimeEventOf<T>['type']> = Extract<RealtimeEventOf<T>, { type: K }>['payload'];

/**
 * Writes an event in the caller's transaction. NOTIFY inside a transaction is delivered only at its
 * commit, so nothing leaves for a change that is rolled back.
 */
export async function publish(tx: Executor, event: OutgoingEvent) {
  const userId = 'userId' in event ? event.userId : null;
  await tx.execute(sql`
    with inserted as (
      insert into events (topic, user_id, type, payload)
      values (${event.topic}, ${userId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
      returning id)
    select pg_notify(${EVENTS_CHANNEL}, id::text) from inserted`);
}

/** Writes many private events in one statement (a fan-out batch), announced by one NOTIFY. */
export async function publishMany<T extends PrivateTopic, K extends RealtimeEventOf<T>['type']>(
  tx: Executor,
  topic: T,
  type: K,
  events: { userId: string; payload: PayloadOf<T, K> }[],
) {
  if (events.length === 0) return;
  await tx.execute(sql`
    insert into events (topic, user_id, type, payload)
    select ${topic}, e->>'userId', ${type}, e->'payload' from jsonb_array_elements(${JSON.stringify(events)}::jsonb) e`);
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
