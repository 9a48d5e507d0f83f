/** PostgreSQL's SQLSTATE and constraint of a failed statement, through drizzle's wrapping; null for other errors. */
export function pgErrorOf(error: unknown): { code: string; constraint: string | undefined } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return null;
}

/** SQLSTATE of an exclusion constraint refusing a row. */
export const EXCLUSION_VIOLATION = '23P01';

/** SQLSTATE of a unique index refusing a row. */
export const UNIQUE_VIOLATION = '23505';
