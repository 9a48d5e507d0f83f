import { callProvider, NoAnswer, type ProviderAnswer } from '../../lib/provider-call.ts';

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

/** Posts a form to a provider, and sorts a request that never got an answer into failed or unknown. */
export async function postForm(
  url: string,
  o: { headers: Record<string, string>; form: Record<string, string>; timeoutMs: number },
): Promise<ProviderAnswer | SmsOutcome> {
  try {
    return await callProvider(url, {
      method: 'POST',
      headers: { ...o.headers, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(o.form).toString(),
      timeoutMs: o.timeoutMs,
    });
  } catch (error) {
    return unansweredOutcome(error);
  }
}

/** A request that never got an answer: failed for sure when nothing reached the provider, unknown otherwise. */
export function unansweredOutcome(error: unknown): SmsOutcome {
  if (!(error instanceof NoAnswer)) throw error;
  // Nothing reached the provider: it is safe to try again.
  if (!error.reached) return { status: 'failed', error: `connection: ${error.code}` };
  return { status: 'unknown', error: error.code };
}
