import type { SendOutcome } from './deliveries.ts';

/** Connection failures before any SMTP conversation: the mail surely did not leave. */
const NOT_SENT = new Set(['ECONNECTION', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EDNS', 'EAUTH', 'ETLS']);

/**
 * What a failed mail send means for its delivery (decision 048): not reached, or a temporary SMTP
 * refusal (4xx), is tried again; a permanent refusal (5xx) is not; anything else (a timeout or a
 * dropped connection mid-message) may have delivered, so it is never sent again.
 */
export function mailOutcome(err: unknown): SendOutcome {
  const e = err as { code?: string; responseCode?: number };
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 ? 'refused' : 'retry';
  if (e.code && NOT_SENT.has(e.code)) return 'retry';
  return 'unknown';
}
