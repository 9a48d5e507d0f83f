import { MONITORING_CAPS as CAPS } from '@prosper/shared/constants/monitoring';
import { redactText, reportUrl } from '@prosper/shared/rules/report-privacy';
import { withoutControlCharacters } from '@prosper/shared/schemas/text';
import { cut, sendReport } from './send.ts';

/** Errors one page view may report: a failing loop sends a few, not thousands. */
const MAX_ERRORS_PER_PAGE = 10;
let sent = 0;

const clean = (value: string, max: number) => cut(redactText(withoutControlCharacters(value)), max);
const here = () => cut(reportUrl(location.href), CAPS.url);

type Place = { filename?: string; lineno?: number; colno?: number };

/** A script error nobody caught, or one the error boundary caught (no place then). */
export function reportError(error: unknown, place: Place = {}): void {
  if (sent >= MAX_ERRORS_PER_PAGE) return;
  sent += 1;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  sendReport('/api/errors/javascript-error', {
    message: clean(message || 'Error', CAPS.message),
    ...(place.filename && { filename: cut(reportUrl(place.filename), CAPS.url) }),
    ...(place.lineno !== undefined && { lineno: place.lineno }),
    ...(place.colno !== undefined && { colno: place.colno }),
    ...(stack && { stack: clean(stack, CAPS.stack) }),
    url: here(),
    timestamp: Date.now(),
  });
}

function reportRejection(reason: unknown): void {
  if (sent >= MAX_ERRORS_PER_PAGE) return;
  sent += 1;
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  const stack = reason instanceof Error ? reason.stack : undefined;
  sendReport('/api/errors/unhandled-rejection', {
    error: clean(text || 'Rejected', CAPS.message),
    ...(stack && { stack: clean(stack, CAPS.stack) }),
    url: here(),
    timestamp: Date.now(),
  });
}

/** SPEC §8: unhandled global errors are posted to the error endpoints. */
export function listenForErrors(): void {
  addEventListener('error', (event) => {
    // A resource that failed to load (an image) is no script error; it has no `error`.
    if (!(event instanceof ErrorEvent)) return;
    reportError(event.error ?? event.message, { filename: event.filename, lineno: event.lineno, colno: event.colno });
  });
  addEventListener('unhandledrejection', (event) => reportRejection(event.reason));
}
