import { mayReport } from './consent.ts';

/**
 * Posts one report with navigator.sendBeacon, which outlives the page and sends a string as
 * text/plain (the endpoints read JSON under that type); fetch with keepalive where there is no
 * beacon. Answers are never read (SPEC §7). Nothing leaves without consent.
 */
export function sendReport(path: string, report: object): void {
  if (!mayReport()) return;
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body)) return;
  void fetch(path, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** A string cut to what the endpoint takes, so a long stack is shortened rather than refused. */
export const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

const TAB_KEY = 'prosper:tab-id';

/** The tab's random id, the same for every page it shows: it ties one visit's reports together and names nobody. */
export function tabSessionId(): string {
  try {
    const known = sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, made);
    return made;
  } catch {
    // Storage refused (private modes): an id for this page alone.
    return crypto.randomUUID();
  }
}
