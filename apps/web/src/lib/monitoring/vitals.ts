import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  FORCE_VITALS_SAMPLE_KEY,
  INTERACTION_REPORT_MS,
  MEMORY_CHECK_MS,
  MEMORY_WARNING_SHARE,
  MONITORING_CAPS as CAPS,
  SLOW_RESOURCE_MS,
  VITALS_SAMPLE_RATE,
} from '@prosper/shared/constants/monitoring';
import { pagePattern, reportUrl } from '@prosper/shared/rules/report-privacy';
import { vitalRating } from '@prosper/shared/rules/vital-rating';
import { cut, sendReport, tabSessionId } from './send.ts';

/** Alerts one page view may send: a page of slow images on a slow network sends a few, not all. */
const MAX_ALERTS_PER_PAGE = 5;

/** SPEC §9: one page view in ten reports its vitals; a browser with the flag set always does (journeys, checking a fix). */
export function isSampled(): boolean {
  try {
    if (localStorage.getItem(FORCE_VITALS_SAMPLE_KEY) === '1') return true;
  } catch {
    // Storage refused: the dice decide.
  }
  return Math.random() < VITALS_SAMPLE_RATE;
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page view by beacon once the page hides (web-vitals
 * gives LCP, CLS and INP their final values then), and every 30 s what is known by then, so a page
 * left open for an hour tells its interaction latency (INP) as it grows (SPEC §9's interaction
 * report); the server keeps the latest value of each metric id. A vital rated poor and a resource
 * slower than 2 s are performance alerts. The page is the one the view began on.
 */
export function watchVitals(): void {
  const sessionId = tabSessionId();
  const page = cut(pagePattern(location.pathname), CAPS.page);
  const url = cut(reportUrl(location.href), CAPS.url);
  const referrer = cut(reportUrl(document.referrer), CAPS.url);
  const userAgent = cut(navigator.userAgent, CAPS.userAgent);
  // The latest value of each metric not sent yet: INP changes with every slower interaction.
  const queue = new Map<string, object>();
  const alerted = new Set<string>();
  let alerts = 0;

  const alert = (body: { alert: string; metric: string; value: number; url: string }) => {
    if (alerts >= MAX_ALERTS_PER_PAGE) return;
    alerts += 1;
    sendReport('/api/alerts/performance', { ...body, sessionId, timestamp: Date.now() });
  };
  const flush = () => {
    for (const report of queue.values()) sendReport('/api/analytics/web-vitals', report);
    queue.clear();
  };

  const collect = (metric: Metric) => {
    queue.set(metric.name, {
      name: metric.name,
      value: metric.value,
      delta: metric.delta,
      id: cut(metric.id, CAPS.id),
      rating: metric.rating,
      navigationType: metric.navigationType,
      timestamp: Date.now(),
      url,
      userAgent,
      sessionId,
      page,
      referrer,
    });
    if (vitalRating(metric.name, metric.value) === 'poor' && !alerted.has(metric.name)) {
      alerted.add(metric.name);
      alert({ alert: 'poor-vital', metric: metric.name, value: metric.value, url });
    }
    // A metric given while the page hides (web-vitals listens first) goes with that flush's beacons.
    if (document.visibilityState === 'hidden') flush();
  };

  for (const watch of [onLCP, onCLS, onFCP, onTTFB]) watch(collect);
  onINP(collect, { reportAllChanges: true });
  setInterval(() => {
    if (document.visibilityState === 'visible') flush();
  }, INTERACTION_REPORT_MS);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > SLOW_RESOURCE_MS) {
        alert({ alert: 'slow-resource', metric: 'resource', value: Math.round(entry.duration), url: cut(reportUrl(entry.name), CAPS.url) });
      }
    }
  }).observe({ type: 'resource', buffered: true });
}

type MemoryPerformance = Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } };

/**
 * SPEC §9: the heap checked every 30 s, and one alert when it passes 80 % of its limit. Only
 * Chromium browsers tell (performance.memory); elsewhere nothing is checked.
 */
export function watchMemory(): void {
  const read = () => (performance as MemoryPerformance).memory;
  if (!read()) return;
  const timer = setInterval(() => {
    const memory = read()!;
    const share = memory.usedJSHeapSize / memory.jsHeapSizeLimit;
    if (share <= MEMORY_WARNING_SHARE) return;
    clearInterval(timer);
    const url = cut(reportUrl(location.href), CAPS.url);
    sendReport('/api/alerts/performance', {
      alert: 'memory',
      metric: 'heap',
      value: share,
      url,
      sessionId: tabSessionId(),
      timestamp: Date.now(),
    });
  }, MEMORY_CHECK_MS);
}
