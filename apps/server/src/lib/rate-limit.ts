import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.ts';
import type { RateLimit } from '@prosper/shared/constants/limits';
import { en, fill } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

/**
 * Counts one attempt under `key` in a fixed window kept in PostgreSQL, so every instance shares
 * it, and refuses with 429 once `max` is passed. One statement: no read-then-write race.
 * `message` may name what was refused; {{seconds}} (to wait) and {{max}} (the limit) are filled in.
 * Inside a caller's transaction the count is part of it: a refusal rolls it back with the rest, so
 * the counter rests at the limit and the next attempt in the window is refused again.
 */
export async function consumeRateLimit(
  db: Tx,
  key: string,
  limit: RateLimit,
  message: string = en.errors.tooManyRequests,
  /** Called once a window, on the first attempt refused. */
  onLimitReached?: () => Promise<void>,
): Promise<void> {
  const { count, retry } = rowsOf<{ count: number; retry: number }>(
    await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry`),
  )[0]!;
  if (count > limit.max) {
    if (count === limit.max + 1) await onLimitReached?.();
    throw rateLimited(retry, limit, message);
  }
}

/** The 429 of a limit passed, with the seconds to wait in words and in Retry-After. */
export function rateLimited(retrySeconds: number, limit: RateLimit, message: string = en.errors.tooManyRequests): AppError {
  const seconds = Math.max(1, Math.ceil(retrySeconds));
  return new AppError(429, 'rate_limited', fill(message, { seconds, max: limit.max }), undefined, {
    'retry-after': String(seconds),
  });
}
