import * as auth from './schema/auth.ts';
import * as profiles from './schema/profiles.ts';
import * as rateLimits from './schema/rate-limits.ts';

/** Every table, for drizzle's typed queries. */
export const schema = { ...auth, ...profiles, ...rateLimits };
