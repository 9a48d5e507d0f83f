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

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The one shape of everything the server refuses. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
