import { timingSafeEqual } from 'node:crypto';

/** Whether a callback carries our token (compared in constant time); with none set, no callback is ours. */
export function isCallbackToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
