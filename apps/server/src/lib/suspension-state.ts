import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a member is suspended now, said over `profiles` as `alias` (decision 033). A suspension
 * with an end ends by itself: past `suspended_until` it no longer counts, with nothing to clear.
 */
export const suspendedNow = (alias = 'p'): SQL =>
  sql.raw(`(${alias}.suspended_at is not null and coalesce(${alias}.suspended_until > now(), true))`);

/** The opposite, for the lists and counts that hide a suspended member as they hide a closed one. */
export const notSuspended = (alias = 'p'): SQL => sql.raw(`(${alias}.suspended_at is null or ${alias}.suspended_until <= now())`);
