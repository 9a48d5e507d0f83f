import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS, ADMIN_TARGETS } from '@prosper/shared/constants/admin-actions';
import { profiles } from './profiles.ts';

export const adminAction = pgEnum('admin_action', ADMIN_ACTIONS);
export const adminTarget = pgEnum('admin_target', ADMIN_TARGETS);

/**
 * The audit log: every admin action, who took it, on what and whom, why and when. Rows are never
 * changed; an erased admin or member is moved to their "Deleted member" stand-in (decision 031).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id')
      .notNull()
      .references(() => profiles.id),
    action: adminAction('action').notNull(),
    targetType: adminTarget('target_type').notNull(),
    targetId: text('target_id').notNull(),
    // The member the action concerns (the one suspended, or the author of removed content), if any.
    memberId: text('member_id').references(() => profiles.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log's order, newest first, and a member's page listing what was done to them.
    index('admin_actions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_actions_member_idx').on(t.memberId, t.createdAt.desc().nullsFirst()),
  ],
);
