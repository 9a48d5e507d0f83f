import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@prosper/shared/constants/deliveries';
import { profiles } from './profiles.ts';

/**
 * One event's delivery to one member on one outside channel (decision 048), recorded before it is
 * sent: the unique (event, member, channel) is what keeps two server instances, or a job run twice
 * after its lease ran out, from sending it twice. A failure that surely did not deliver goes back to
 * `failed` and is tried again; an unknown outcome stays `unknown` and is never sent again.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    eventKey: text('event_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('sending'),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_user_channel_key').on(t.eventKey, t.userId, t.channel),
    // The Health page's counts per channel and day.
    index('notification_deliveries_channel_created_idx').on(t.channel, t.createdAt),
    check('notification_deliveries_attempts_check', sql`${t.attempts} >= 1`),
  ],
);
