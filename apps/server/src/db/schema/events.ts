import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The realtime outbox: written in the transaction of the change it announces; NOTIFY carries only
 * the id, and every instance reads the rows after the last one it delivered (realtime/hub.ts).
 * A row with a user_id goes to that member alone; one without goes to the subscribers of its topic.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    userId: text('user_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Old events are pruned by age.
  (t) => [index('events_created_idx').on(t.createdAt)],
);
