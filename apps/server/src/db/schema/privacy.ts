import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** SPEC §3 user_privacy_settings, with the §9 defaults: everything on but sharing and the analytics opt-out. */
export const userPrivacySettings = pgTable('user_privacy_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  profileViewTrackingEnabled: boolean('profile_view_tracking_enabled').notNull().default(true),
  showContactInfo: boolean('show_contact_info').notNull().default(true),
  showSessionHistory: boolean('show_session_history').notNull().default(true),
  showReviews: boolean('show_reviews').notNull().default(true),
  allowSearchEngineIndexing: boolean('allow_search_engine_indexing').notNull().default(true),
  dataExportEnabled: boolean('data_export_enabled').notNull().default(true),
  thirdPartySharingEnabled: boolean('third_party_sharing_enabled').notNull().default(false),
  analyticsOptOut: boolean('analytics_opt_out').notNull().default(false),
  /** Who may start a conversation: everyone, only people the member follows, or nobody. */
  whoCanMessage: text('who_can_message').notNull().default('everyone'),
  /** Off: neither side of the member's conversations sees when a message was read. */
  readReceiptsEnabled: boolean('read_receipts_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
