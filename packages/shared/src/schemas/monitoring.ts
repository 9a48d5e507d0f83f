import { z } from 'zod';
import { MONITORING_CAPS as CAPS, NAVIGATION_TYPES, PERFORMANCE_ALERTS, VITAL_RATINGS, WEB_VITAL_NAMES } from '../constants/monitoring.ts';
import * as en from '../i18n/en/index.ts';
import { memberText } from './text.ts';

/*
 * The four field reports of SPEC §7 Monitoring (decision 041), as the browser sends them by beacon.
 * Every string has a cap (the browser cuts to it; more is refused) and no control characters; the
 * server strips queries, fragments and token-shaped runs before it stores anything.
 */

const text = (max: number) => memberText().max(max, en.validation.tooLong);
/** Milliseconds since 1970, as Date.now() gives them. */
const timestamp = z
  .int()
  .min(0)
  .max(10 ** 13);
/** The tab's random id (crypto.randomUUID), so reports of one visit go together; it names no member. */
const sessionId = z.uuid(en.validation.invalidId);

export const webVitalReportSchema = z.strictObject({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().min(0).max(3_600_000),
  delta: z.number().min(0).max(3_600_000),
  /** web-vitals' own id of one metric of one page view (`v6-<time>-<random>`): digits only, so it can carry no token. */
  id: z
    .string()
    .max(CAPS.id)
    .regex(/^v\d+-\d+-\d+$/, en.validation.invalidId),
  rating: z.enum(VITAL_RATINGS),
  navigationType: z.enum(NAVIGATION_TYPES),
  timestamp,
  url: text(CAPS.url),
  userAgent: text(CAPS.userAgent),
  sessionId,
  page: text(CAPS.page),
  referrer: text(CAPS.url),
});
export type WebVitalReport = z.infer<typeof webVitalReportSchema>;

export const performanceAlertSchema = z.strictObject({
  alert: z.enum(PERFORMANCE_ALERTS),
  /** The vital's name, `resource` or `heap`. */
  metric: text(CAPS.id),
  /** Milliseconds, CLS's unitless score, or the share of the heap limit used. */
  value: z.number().min(0).max(3_600_000),
  /** The page, or the slow resource's address. */
  url: text(CAPS.url),
  sessionId,
  timestamp,
});
export type PerformanceAlert = z.infer<typeof performanceAlertSchema>;

export const unhandledRejectionSchema = z.strictObject({
  error: text(CAPS.message),
  stack: text(CAPS.stack).optional(),
  url: text(CAPS.url),
  timestamp,
});
export type UnhandledRejectionReport = z.infer<typeof unhandledRejectionSchema>;

const line = z.int().min(0).max(10_000_000);

/** A global `error` event, or an error the app's error boundary caught (no file or line then). */
export const javascriptErrorSchema = z.strictObject({
  message: text(CAPS.message),
  filename: text(CAPS.url).optional(),
  lineno: line.optional(),
  colno: line.optional(),
  stack: text(CAPS.stack).optional(),
  url: text(CAPS.url),
  timestamp,
});
export type JavascriptErrorReport = z.infer<typeof javascriptErrorSchema>;

/** The Health page's windows (CrUX's day, week and four weeks). */
export const HEALTH_WINDOWS = ['1', '7', '28'] as const;
export const healthQuerySchema = z.strictObject({ days: z.enum(HEALTH_WINDOWS).default('7') });

const share = z.number().min(0).max(1);

/** GET /api/admin/health: the field reports of the last `days`, as the Health page shows them. */
export const healthReportSchema = z
  .object({
    days: z.int(),
    /** Per page and metric: the 75th percentile and the good / needs improvement / poor shares. */
    vitals: z.array(
      z.object({
        page: z.string(),
        name: z.enum(WEB_VITAL_NAMES),
        p75: z.number(),
        count: z.int(),
        good: share,
        needsImprovement: share,
        poor: share,
      }),
    ),
    /** Pages by their LCP's 75th percentile, slowest first. */
    slowestPages: z.array(z.object({ page: z.string(), lcpP75: z.number(), count: z.int() })),
    /** Errors grouped by message and place, most frequent first. */
    errors: z.array(
      z.object({
        kind: z.string(),
        message: z.string(),
        filename: z.string(),
        lineno: z.int(),
        colno: z.int(),
        count: z.int(),
        firstSeen: z.iso.datetime(),
        lastSeen: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'HealthReport' });
export type HealthReport = z.infer<typeof healthReportSchema>;
