/**
 * How one text ended at the provider (decision 049). `failed` is for sure (refused connection, an
 * error answer): it may be tried again. `unknown` is a timeout or a broken connection after the
 * request left: the text may have gone, so it is never sent again. `opted_out`: the number told the
 * provider STOP, or the provider holds it blacklisted.
 */
export type SmsOutcome =
  | { status: 'sent'; messageId: string }
  | { status: 'failed'; error: string }
  | { status: 'unknown'; error: string }
  | { status: 'opted_out' };

export type SmsClient = { name: string; send(to: string, text: string): Promise<SmsOutcome> };

/** Posts a form to a provider with a timeout, and sorts a request that never got an answer into failed or unknown. */
export async function postForm(
  url: string,
  o: { headers: Record<string, string>; form: Record<string, string>; timeoutMs: number },
): Promise<Response | SmsOutcome> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { ...o.headers, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(o.form).toString(),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (error) {
    return unansweredOutcome(error);
  }
}

/** A request that never got an answer: failed for sure when nothing reached the provider, unknown otherwise. */
export function unansweredOutcome(error: unknown): SmsOutcome {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  // Nothing reached the provider: it is safe to try again.
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { status: 'failed', error: `connection: ${code}` };
  return { status: 'unknown', error: error instanceof Error ? error.name : 'network error' };
}

/** Reads an answer's body as JSON, or null; a provider's error page is not always JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}
