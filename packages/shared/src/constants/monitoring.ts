import type { RateLimit } from './limits.ts';

/** The field metrics web-vitals reports (decision 041): INP in place of SPEC §9's FID, which web-vitals 5+ no longer measures. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * Good / poor bounds (SPEC §9; INP from web-vitals' own, 200 / 500 ms): a value at or under the
 * first is good, over the second poor. Milliseconds, but CLS, which has no unit.
 */
export const VITAL_THRESHOLDS: Record<WebVitalName, readonly [good: number, poor: number]> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

/** How a page was reached, as web-vitals names it. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/** SPEC §9: the share of page views whose vitals are sent. */
export const VITALS_SAMPLE_RATE = 0.1;
/** SPEC §9: how often a sampled page view left open sends its interaction latency (INP) so far. */
export const INTERACTION_REPORT_MS = 30_000;
/** SPEC §9: a resource slower than this raises a performance alert. */
export const SLOW_RESOURCE_MS = 2000;
/** SPEC §9: the heap share above which a memory alert is raised, checked this often. */
export const MEMORY_WARNING_SHARE = 0.8;
export const MEMORY_CHECK_MS = 30_000;

/** What a performance alert is about. */
export const PERFORMANCE_ALERTS = ['poor-vital', 'slow-resource', 'memory'] as const;

/** Where an error report comes from: a global handler, or the app's error boundary. */
export const CLIENT_ERROR_KINDS = ['javascript-error', 'unhandled-rejection'] as const;

/**
 * Sizes of what a report may carry (decision 041): the browser cuts to them before sending, the
 * server refuses more. A URL is kept without its query or fragment.
 */
export const MONITORING_CAPS = {
  url: 2048,
  page: 512,
  userAgent: 512,
  id: 100,
  message: 1000,
  stack: 8000,
  /** One report's body, whatever it holds. */
  bodyBytes: 16 * 1024,
} as const;

/**
 * Reports one network address may send a minute, all four endpoints together: a page view sends
 * at most five vitals and a few alerts; an error loop is cut off here.
 */
export const MONITORING_REPORTS_PER_IP: RateLimit = { max: 120, windowSeconds: 60 };

/** The localStorage key that makes every page view of this browser send its vitals (journeys, and anyone checking a fix). */
export const FORCE_VITALS_SAMPLE_KEY = 'prosper:vitals-sample';
