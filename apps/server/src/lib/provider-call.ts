import { Agent, buildConnector, type Dispatcher, request } from 'undici';

/**
 * How the server calls an outside service: push services, SMS and WhatsApp providers, payment
 * providers (decision 067). undici's `request` over one keep-alive pool: a third of `fetch`'s CPU
 * per call, which a batch of 20,000 session reminders pays 40,000 times (issue 28).
 */

/** Marks an error raised while connecting: no byte of the request had left. */
const NOT_REACHED = Symbol('not reached');

const connect = buildConnector({ timeout: 10_000 });
const pool = new Agent({
  // Whatever its code (refused, no such host, TLS handshake, connect timeout), a connector error
  // comes before the request is written.
  connect(options, callback) {
    connect(options, (...args) => {
      if (args[0]) Object.assign(args[0], { [NOT_REACHED]: true });
      callback(...args);
    });
  },
});

/** Sent with every call: some providers' firewalls refuse a request without one. */
const USER_AGENT = 'ProsperMentor/1.0';

/** A provider's answer, its body read whole (empty if it broke off after the status). */
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

/**
 * A call that got no answer. `reached` false: nothing left us, so it is safe to try again. True: a
 * timeout or a broken connection after the request may have left, so the provider may have acted
 * on it (a reset too: a service may reset after reading).
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

/** Our own mistakes (a bad URL or header), not the network's: thrown as they are. */
const OURS = new Set(['UND_ERR_INVALID_ARG', 'ERR_INVALID_URL', 'ERR_INVALID_ARG_TYPE']);

function noAnswer(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && OURS.has(code)) return error;
  if ((error as { [NOT_REACHED]?: boolean })[NOT_REACHED]) return new NoAnswer(typeof code === 'string' ? code : 'connect', false, false);
  // The deadline's abort (a DOMException whose code is a number) is known by its name.
  const name = typeof code === 'string' ? code : error instanceof Error ? error.name : 'network error';
  return new NoAnswer(name, true, name === 'TimeoutError');
}

/**
 * One call. `timeoutMs` is the deadline for the whole call, connecting included: a provider that
 * has not answered by then may still act on it, so the call is `reached` (never sent again).
 */
export async function callProvider(
  url: string,
  o: { method: Dispatcher.HttpMethod; headers: Record<string, string>; body?: string | Uint8Array; timeoutMs: number },
): Promise<ProviderAnswer> {
  let res: Dispatcher.ResponseData;
  try {
    res = await request(url, {
      dispatcher: pool,
      method: o.method,
      headers: { 'user-agent': USER_AGENT, ...o.headers },
      body: o.body,
      // One native timer for the whole call: undici's own header and body timeouts run on a
      // half-second tick and would fire up to a second late.
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (error) {
    throw noAnswer(error);
  }
  // The status is the answer; a body that breaks off after it leaves an empty text.
  const text = await res.body.text().catch(() => '');
  return new ProviderAnswer(res.statusCode, text);
}
