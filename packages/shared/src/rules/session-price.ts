import type { SessionLength } from '../schemas/session.ts';

/** A session's price in US cents: the hourly rate for its length, rounded to the cent; 0 (free) without a rate. */
export function sessionPriceCents(hourlyRateCents: number | null, length: SessionLength): number {
  if (!hourlyRateCents || hourlyRateCents < 0) return 0;
  return Math.round((hourlyRateCents * length) / 60);
}
