import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { profiles } from './profiles.ts';
import { smsSends } from './sms.ts';

/**
 * WhatsApp (decision 053). A member's recorded opt-in to receive their texts by WhatsApp on their
 * verified phone: when and where they gave it, and when they took it back (choosing SMS again).
 * Texts go by WhatsApp only while it is given for the number verified now.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** E.164: the verified number the opt-in was given for. */
    phone: text('phone').notNull(),
    /** Where it was given: `settings` (Settings → Notifications) is the only place today. */
    source: text('source').notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [check('whatsapp_opt_ins_source_check', sql`${t.source} in ('settings')`)],
);

/**
 * What Meta's webhook last said of a WhatsApp message we sent (its row in `sms_sends`, where every
 * message counts against the day's cap): sent, delivered, read or failed, only ever moving forward.
 */
export const whatsappStatuses = pgTable(
  'whatsapp_statuses',
  {
    sendId: uuid('send_id')
      .primaryKey()
      .references(() => smsSends.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Meta's error code and title when it failed. */
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('whatsapp_statuses_status_check', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`)],
);

/**
 * A number that replied STOP to us on WhatsApp (decision 058): nothing goes to it by WhatsApp again
 * until a member with that verified number chooses WhatsApp anew in Settings (an explicit opt-in),
 * which removes the row. Texts by SMS are not affected: SMS has its own STOP (`sms_opt_outs`).
 */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  /** E.164, as Meta's `from` (a wa_id, digits only) with a `+`. */
  phone: text('phone').primaryKey(),
  /** Meta's id of the STOP message, for the record. */
  messageId: text('message_id'),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
