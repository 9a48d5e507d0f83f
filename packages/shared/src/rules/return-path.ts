/*
 * Where a member goes back to after signing in or confirming their address: a path on this site
 * only. The path travels in the sign-up request and the confirmation mail's link, which anyone can
 * craft, so anything that a browser could read as another site ('//evil', '/\evil', 'https:…',
 * control characters) is no return path at all.
 */

export const RETURN_PATH_MAX_LENGTH = 300;

export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers read a backslash as a slash ('/\\evil' is '//evil'), and drop tabs and newlines from URLs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  return !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** The path if it is safe to return to, else the fallback. */
export function returnPathOr(value: unknown, fallback: string): string {
  return isSafeReturnPath(value) ? value : fallback;
}
