import type { ErrorBody } from '@prosper/shared/schemas/error';

/** An error a caller may see: a stable code, an honest status, a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The one shape of everything the server refuses (`errorBodySchema`, the document's `Error`). */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
