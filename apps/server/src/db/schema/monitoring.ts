import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Field reports from browsers (SPEC §7 Monitoring, decision 041). They name no member: the page is
 * a pattern (/mentor/:id), addresses have no query or fragment, and the only link between reports
 * is the tab's random session id. The Health page reads them by page and metric over time, and
 * errors grouped by message and place.
 */

export const webVitalReports = pgTable(
  'web_vital_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    delta: doublePrecision('delta').notNull(),
    /** Rated again on the server by the shared rule, whatever the browser said. */
    rating: text('rating').notNull(),
    metricId: text('metric_id').notNull(),
    navigationType: text('navigation_type').notNull(),
    page: text('page').notNull(),
    url: text('url').notNull(),
    referrer: text('referrer').notNull(),
    userAgent: text('user_agent').notNull(),
    sessionId: uuid('session_id').notNull(),
    /** When the browser says it measured; createdAt is when it arrived, and what the Health page's windows read. */
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // p75 per page and metric over the last 1, 7 or 28 days.
    index('web_vital_reports_page_name_created_idx').on(t.page, t.name, t.createdAt),
    // One metric over every page, and pruning by age.
    index('web_vital_reports_name_created_idx').on(t.name, t.createdAt),
    // A metric sent again (INP as it grows, every 30 s) replaces what its page view sent before.
    uniqueIndex('web_vital_reports_session_metric_idx').on(t.sessionId, t.metricId),
  ],
);

export const performanceAlerts = pgTable(
  'performance_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alert: text('alert').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    url: text('url').notNull(),
    sessionId: uuid('session_id').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('performance_alerts_alert_metric_created_idx').on(t.alert, t.metric, t.createdAt)],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** javascript-error or unhandled-rejection. */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The place: the script and position for a global error, '' and 0 where the browser gives none. */
    filename: text('filename').notNull().default(''),
    lineno: integer('lineno').notNull().default(0),
    colno: integer('colno').notNull().default(0),
    stack: text('stack'),
    url: text('url').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Top errors grouped by message and place, with first and last seen, over a window.
    index('client_errors_group_idx').on(t.message, t.filename, t.lineno, t.colno, t.createdAt),
    index('client_errors_created_idx').on(t.createdAt),
  ],
);

/*
 * Days older than the Health page's longest window, rolled up by the nightly job (roll-up.ts) so the
 * raw tables hold 28 days at most: per page and metric, and per error group. Kept 13 months.
 */

export const webVitalDays = pgTable(
  'web_vital_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    p75: doublePrecision('p75').notNull(),
    good: integer('good').notNull(),
    needsImprovement: integer('needs_improvement').notNull(),
    poor: integer('poor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.name] })],
);

export const clientErrorDays = pgTable(
  'client_error_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    filename: text('filename').notNull(),
    lineno: integer('lineno').notNull(),
    colno: integer('colno').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('client_error_days_day_idx').on(t.day)],
);
