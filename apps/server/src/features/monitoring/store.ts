import type { CLIENT_ERROR_KINDS } from '@prosper/shared/constants/monitoring';
import { pagePattern, redactText, reportUrl } from '@prosper/shared/rules/report-privacy';
import { vitalRating } from '@prosper/shared/rules/vital-rating';
import type { JavascriptErrorReport, PerformanceAlert, UnhandledRejectionReport, WebVitalReport } from '@prosper/shared/schemas/monitoring';
import type { ReportBuffer } from './report-buffer.ts';

/*
 * Keeps the field reports (decision 041), each address without its query and fragment and each
 * text without a token-shaped run, whatever the browser already did; the buffer writes them in batches.
 */

export function storeWebVital(buffer: ReportBuffer, report: WebVitalReport) {
  buffer.add('vitals', {
    name: report.name,
    value: report.value,
    delta: report.delta,
    rating: vitalRating(report.name, report.value),
    metricId: report.id,
    navigationType: report.navigationType,
    page: pagePattern(report.page),
    url: reportUrl(report.url),
    referrer: reportUrl(report.referrer),
    userAgent: redactText(report.userAgent),
    sessionId: report.sessionId,
    measuredAt: new Date(report.timestamp),
  });
}

export function storePerformanceAlert(buffer: ReportBuffer, alert: PerformanceAlert) {
  buffer.add('alerts', {
    alert: alert.alert,
    metric: redactText(alert.metric),
    value: alert.value,
    url: reportUrl(alert.url),
    sessionId: alert.sessionId,
    measuredAt: new Date(alert.timestamp),
  });
}

type ErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export function storeClientError(buffer: ReportBuffer, kind: ErrorKind, report: JavascriptErrorReport | UnhandledRejectionReport) {
  const message = 'message' in report ? report.message : report.error;
  const place: Partial<Pick<JavascriptErrorReport, 'filename' | 'lineno' | 'colno'>> = 'message' in report ? report : {};
  buffer.add('errors', {
    kind,
    message: redactText(message),
    filename: place.filename ? reportUrl(place.filename) : '',
    lineno: place.lineno ?? 0,
    colno: place.colno ?? 0,
    stack: report.stack ? redactText(report.stack) : null,
    url: reportUrl(report.url),
    measuredAt: new Date(report.timestamp),
  });
}
