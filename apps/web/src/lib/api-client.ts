import * as en from '@prosper/shared/i18n/en/index';

/** An error answer of our API: `{ error: { code, message, fields? } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

/**
 * JSON over fetch with the session cookie, or a FormData body as multipart (uploads); every
 * failure becomes an ApiError with a readable message.
 */
export async function api<T>(path: string, { method = 'GET', body, signal }: Options = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      // The browser sets a multipart body's content type, boundary included.
      headers: body === undefined || body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', en.errors.unavailable);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

/**
 * SPEC §9's three query retries, for failures a retry can mend (the network, 5xx): a refusal (4xx)
 * answers the same again, and a page that is not found says so at once, not after 7 s of back-off.
 */
export const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3;

/** An error answer's body as an ApiError; a body that is not ours gets a message by its status. */
export function toApiError(status: number, data: unknown): ApiError {
  const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
  const code = error?.code ?? `http_${status}`;
  const message = error?.message ?? (status >= 500 ? en.errors.internal : en.validation.invalidInput);
  return new ApiError(status, code, message, error?.fields);
}
