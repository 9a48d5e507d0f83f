import type { SendOutcome } from './deliveries.ts';

/**
 * Failures before the message could leave: the mail surely was not sent. A socket's own error comes
 * as ESOCKET with the system's code kept as `originalCode`. Not ECONNECTION: nodemailer also says it
 * of a connection closed after the message's data went (decision 063).
 */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EDNS', 'EAUTH', 'ETLS']);

/**
 * What a failed mail send means for its delivery (decision 048): not reached, or a temporary SMTP
 * refusal (4xx), is tried again; a permanent refusal (5xx) is not; anything else (a timeout or a
 * dropped connection mid-message) may have delivered, so it is never sent again.
 */
export function mailOutcome(err: unknown): SendOutcome {
  const e = err as { code?: string; originalCode?: string; responseCode?: number };
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 ? 'refused' : 'retry';
  const code = e.code === 'ESOCKET' ? e.originalCode : e.code;
  if (code && NOT_SENT.has(code)) return 'retry';
  return 'unknown';
}
