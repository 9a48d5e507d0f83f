import { Agent, type Dispatcher, request } from 'undici';

/**
 * How the server calls an outside service: push services, SMS and WhatsApp providers, payment
 * providers (decision 067). undici's `request` over one keep-alive pool: a fifth of `fetch`'s cost
 * per call, which a batch of 20,000 session reminders pays 40,000 times (issue 28). Every answer's
 * body is read, so its connection is free again.
 */
const pool = new Agent({ connect: { timeout: 10_000 } });

/** A provider's answer, its body read whole. */
export class ProviderAnswer {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {}

  get ok() {
    return this.status >= 200 && this.status < 300;
  }

  /** The body as JSON, or null: a provider's error page is not always JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.text);
    } catch {
      return null;
    }
  }
}

/** Network errors raised before the request reached the provider: it surely did nothing. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * A call that got no answer. `reached` false: nothing left us, so it is safe to try again. True: a
 * timeout or a broken connection after the request left, so the provider may have acted on it (a
 * reset too: a service may reset after reading).
 */
export class NoAnswer extends Error {
  constructor(
    readonly code: string,
    readonly reached: boolean,
    readonly timedOut: boolean,
  ) {
    super(`no answer: ${code}`);
    this.name = 'NoAnswer';
  }
}

/**
 * One call. `timeoutMs` is how long the provider has to answer once the request has left (and
 * between parts of its answer); connecting has 10 s of its own, and a connection that never came
 * is `reached: false`.
 */
export async function callProvider(
  url: string,
  o: { method: Dispatcher.HttpMethod; headers: Record<string, string>; body?: string | Uint8Array; timeoutMs: number },
): Promise<ProviderAnswer> {
  try {
    const res = await request(url, {
      dispatcher: pool,
      method: o.method,
      headers: o.headers,
      body: o.body,
      headersTimeout: o.timeoutMs,
      bodyTimeout: o.timeoutMs,
    });
    return new ProviderAnswer(res.statusCode, await res.body.text());
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? code : error instanceof Error ? error.name : 'network error';
    throw new NoAnswer(known, !NOT_REACHED.has(known), TIMED_OUT.has(known));
  }
}
