import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';

export type MismatchReason = 'bad_signature' | 'unknown_reference' | 'wrong_amount' | 'wrong_currency' | 'wrong_account' | 'not_success';

/**
 * Something a provider sent that did not add up: kept for admins and logged, with the reference and
 * the figures compared, never a key, a signature or the payload itself. It changes nothing else.
 */
export async function recordMismatch(
  db: Db | Tx,
  log: FastifyBaseLogger,
  o: { provider: string; reason: MismatchReason; reference: string | null; details?: Record<string, string | number | null> },
) {
  log.warn(
    { payment: { provider: o.provider, reason: o.reason, reference: o.reference, ...o.details } },
    'payments: a provider event did not match',
  );
  await db.execute(sql`
    insert into payment_mismatches (provider, reason, reference, details)
    values (${o.provider}, ${o.reason}, ${o.reference}, ${JSON.stringify(o.details ?? {})}::jsonb)`);
}
