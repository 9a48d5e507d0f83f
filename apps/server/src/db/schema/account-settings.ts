import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/** SPEC §3 user_account_settings, with the §9 defaults (en, USD, 12-hour, MM/DD/YYYY, light). */
export const userAccountSettings = pgTable('user_account_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  currency: text('currency').notNull().default('USD'),
  timeFormat: text('time_format').notNull().default('12'),
  dateFormat: text('date_format').notNull().default('MM/DD/YYYY'),
  theme: text('theme').notNull().default('light'),
  autoBackupEnabled: boolean('auto_backup_enabled').notNull().default(true),
  cacheAutoClearEnabled: boolean('cache_auto_clear_enabled').notNull().default(true),
  linkedinConnected: boolean('linkedin_connected').notNull().default(false),
  googleCalendarConnected: boolean('google_calendar_connected').notNull().default(false),
  outlookConnected: boolean('outlook_connected').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
