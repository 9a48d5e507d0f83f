import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { en, fill } from '@prosper/shared/i18n/en';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PayoutAccountKind, PayoutAccountsView, PayoutAccountView } from '@prosper/shared/schemas/payout';
import type { z } from 'zod';
import type { payoutAccountSchema } from '@prosper/shared/schemas/payout';
import type { PaymentsConfig } from '../../config.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Gateways, ProviderId } from './gateways.ts';

/*
 * A mentor's payout accounts (decision 055), one per charge currency, extending the payment details
 * a mentor already sets (issue 14): checked with the provider's account lookup where it has one,
 * with Paystack's recipient kept, and never shown back in full (the last 4 digits are).
 */

const t = en.payouts;

export type PayoutAccountDeps = { db: Db; gateways: Gateways; config: PaymentsConfig; log: FastifyBaseLogger };

type Row = {
  id: string;
  currency: string;
  kind: PayoutAccountKind;
  bank_code: string;
  account_number: string;
  account_name: string;
  provider: ProviderId;
};

const toView = (r: Row): PayoutAccountView => ({
  id: r.id,
  currency: r.currency,
  kind: r.kind,
  bankCode: r.bank_code,
  last4: r.account_number.slice(-4),
  accountName: r.account_name,
  provider: r.provider,
});

export async function payoutAccountsOf(db: Db, o: { mentorId: string; windowHours: number }): Promise<PayoutAccountsView> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, currency, kind, bank_code, account_number, account_name, provider from payout_accounts
      where mentor_id = ${o.mentorId} order by currency`),
  );
  return { accounts: rows.map(toView), windowHours: o.windowHours };
}

/** The provider account that pays out in a currency: a country the table gives a configured provider. */
export async function payingAccount(db: Db, config: PaymentsConfig, currency: string) {
  const rows = rowsOf<{ code: string; provider: ProviderId }>(
    await db.execute(sql`select code, provider from payment_countries where currency = ${currency} and provider is not null order by code`),
  );
  return rows.find((r) =>
    r.provider === 'paystack'
      ? Boolean(config.paystackKeys[r.code])
      : Boolean(config.flutterwave) && (config.flutterwave?.countries?.includes(r.code) ?? true),
  );
}

/**
 * Saves the mentor's account for its currency (replacing the one they had in it): the provider's
 * lookup names the holder of a bank account (an unknown account is refused), a wallet keeps the name
 * given. Payouts that waited for an account in this currency are queued at once.
 */
export async function savePayoutAccount(
  deps: PayoutAccountDeps,
  o: { mentorId: string; account: z.output<typeof payoutAccountSchema> },
): Promise<PayoutAccountView> {
  const { db, gateways, config, log } = deps;
  const a = o.account;
  const paying = await payingAccount(db, config, a.currency);
  if (!paying) throw new AppError(409, 'payouts_unavailable', fill(t.notAvailable, { currency: a.currency }));
  const destination = {
    country: paying.code,
    currency: a.currency as ChargeCurrency,
    kind: a.kind,
    bankCode: a.bankCode,
    accountNumber: a.accountNumber,
  };
  const gateway = gateways[paying.provider];
  let accountName: string;
  let recipientCode: string | null;
  try {
    const found = await gateway.resolveAccount(destination);
    if (found === null) throw new AppError(400, 'account_not_found', t.accountNotFound, { accountNumber: t.accountNotFound });
    if (found === 'no_lookup' && !a.accountName) {
      throw new AppError(400, 'invalid_input', t.accountNameRequired, { accountName: t.accountNameRequired });
    }
    accountName = found === 'no_lookup' ? a.accountName : found.accountName;
    recipientCode = await gateway.prepareRecipient({ ...destination, accountName });
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn(
      { payout: { provider: paying.provider, error: error instanceof Error ? error.message : 'unexpected' } },
      'payouts: account check failed',
    );
    throw new AppError(502, 'provider_unavailable', t.providerUnavailable);
  }
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(
      await tx.execute(sql`
        insert into payout_accounts (mentor_id, currency, provider, country, kind, bank_code, account_number, account_name, recipient_code)
        values (${o.mentorId}, ${a.currency}, ${paying.provider}, ${paying.code}, ${a.kind}, ${a.bankCode}, ${a.accountNumber}, ${accountName}, ${recipientCode})
        on conflict (mentor_id, currency) do update set provider = excluded.provider, country = excluded.country, kind = excluded.kind,
          bank_code = excluded.bank_code, account_number = excluded.account_number, account_name = excluded.account_name,
          recipient_code = excluded.recipient_code, updated_at = now()
        returning id, currency, kind, bank_code, account_number, account_name, provider`),
    );
    const waiting = rowsOf<{ id: string; tries: number }>(
      await tx.execute(sql`
        update payouts set status = 'queued', updated_at = now()
        where mentor_id = ${o.mentorId} and currency = ${a.currency} and status = 'waiting_account' returning id, tries`),
    );
    for (const p of waiting) {
      await enqueue(tx, 'payout_transfer', { payoutId: p.id }, { uniqueKey: `payout_transfer:${p.id}:${p.tries}:account` });
    }
    return toView(row!);
  });
}

/** Removes one of the mentor's accounts; payouts in its currency wait for a new one. */
export async function removePayoutAccount(db: Db, o: { mentorId: string; id: string }) {
  const gone = rowsOf(await db.execute(sql`delete from payout_accounts where id = ${o.id} and mentor_id = ${o.mentorId} returning id`));
  if (gone.length === 0) throw new AppError(404, 'not_found', t.notFound);
}
