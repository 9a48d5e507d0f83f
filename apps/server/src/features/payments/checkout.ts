import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { allowedActions } from '@prosper/shared/rules/session-actions';
import type { Checkout, Session } from '@prosper/shared/schemas/session';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { partyOf, sessionState, toSession } from '../sessions/rows.ts';
import { lockedSession, visibleSession } from '../sessions/service.ts';
import type { Gateways, ProviderId, VerifiedCharge } from './gateways.ts';
import { settleAttempt } from './settle.ts';

/** A pending attempt is checked again this long after it starts, and again until the hold ends (lost webhooks). */
export const REVERIFY_AFTER_MS = 10 * 60_000;

export type CheckoutDeps = { db: Db; gateways: Gateways; publicUrl: string; log: FastifyBaseLogger };

/**
 * The mentee starts paying: a new attempt under a new reference of ours (an abandoned checkout
 * may be tried again), then the provider's page for it. The attempt is written before the provider
 * is called, with its re-check queued, so a transaction the provider opened is never unknown to us.
 */
export async function startCheckout(
  { db, gateways, publicUrl, log }: CheckoutDeps,
  o: { viewerId: string; id: string },
): Promise<Checkout> {
  const reference = `pm_${randomBytes(12).toString('base64url')}`;
  const attempt = await db.transaction(async (tx) => {
    const r = await lockedSession(tx, o.id);
    const party = partyOf(r, o.viewerId);
    if (!party) throw new AppError(403, 'not_yours', en.sessions.notYours);
    if (!allowedActions(sessionState(r), party, Date.now()).includes('pay')) {
      throw new AppError(party === 'mentee' ? 409 : 403, 'not_allowed', en.sessions.notAllowed);
    }
    const [row] = rowsOf<{ id: string; provider: ProviderId; country: string; currency: ChargeCurrency; amount_minor: number }>(
      await tx.execute(sql`
        insert into payment_attempts (payment_id, provider, country, reference, currency, amount_minor)
        select p.id, p.provider, p.charge_country, ${reference}, p.charge_currency, p.charge_minor
        from payments p where p.session_id = ${r.id}
        returning id, provider, country, currency, amount_minor`),
    );
    await enqueue(
      tx,
      'payment_verify',
      { reference },
      { runAt: new Date(Date.now() + REVERIFY_AFTER_MS), uniqueKey: `payment_verify:${reference}:0` },
    );
    return { ...row!, email: r.mentee_email, name: `${r.mentee_first_name} ${r.mentee_last_name}` };
  });
  try {
    const opened = await gateways[attempt.provider].open({
      country: attempt.country,
      email: attempt.email,
      name: attempt.name,
      amountMinor: attempt.amount_minor,
      currency: attempt.currency,
      reference,
      returnUrl: `${publicUrl}/sessions/${o.id}`,
    });
    await db.execute(sql`update payment_attempts set authorization_url = ${opened.url} where id = ${attempt.id}`);
    return { authorizationUrl: opened.url, reference };
  } catch (error) {
    await db.execute(sql`update payment_attempts set status = 'failed' where id = ${attempt.id} and status = 'open'`);
    // The clients' messages name the call, never a key.
    log.warn(
      { payment: { provider: attempt.provider, reference, error: error instanceof Error ? error.message : 'unexpected' } },
      'payments: checkout failed',
    );
    throw new AppError(502, 'provider_unavailable', en.payments.providerUnavailable);
  }
}

/**
 * The return page's check (and the re-check job's): asks the provider now about the session's open
 * attempts (or the one named), and settles what it says. The provider being away leaves the payment
 * being checked; the webhook or the job settles it later.
 */
export async function checkPayment(
  deps: CheckoutDeps,
  o: { viewer: Parameters<typeof visibleSession>[1]['viewer']; id: string; reference?: string },
) {
  const r = await visibleSession(deps.db, { viewer: o.viewer, id: o.id });
  if (!partyOf(r, o.viewer.id)) throw new AppError(403, 'not_yours', en.sessions.notYours);
  const open = rowsOf<{ provider: ProviderId; reference: string; country: string }>(
    await deps.db.execute(sql`
      select a.provider, a.reference, a.country from payment_attempts a join payments p on p.id = a.payment_id
      where p.session_id = ${r.id} and a.status = 'open' ${o.reference ? sql`and a.reference = ${o.reference}` : sql``}
      order by a.created_at desc limit 5`),
  );
  for (const a of open) await verifyAndSettle(deps, a);
  return toSession(await visibleSession(deps.db, { viewer: o.viewer, id: o.id }), o.viewer.id) satisfies Session;
}

/** One attempt: the provider's verify, then the settlement in its own transaction. Null when the provider could not be asked. */
export async function verifyAndSettle(
  { db, gateways, log }: Omit<CheckoutDeps, 'publicUrl'>,
  a: { provider: ProviderId; reference: string; country: string },
) {
  let verified: VerifiedCharge | null;
  try {
    verified = await gateways[a.provider].verify({ country: a.country, reference: a.reference });
  } catch (error) {
    log.warn(
      { payment: { provider: a.provider, reference: a.reference, error: error instanceof Error ? error.message : 'unexpected' } },
      'payments: verify failed',
    );
    return null;
  }
  return db.transaction((tx) => settleAttempt(tx, log, { provider: a.provider, reference: a.reference, verified }));
}
