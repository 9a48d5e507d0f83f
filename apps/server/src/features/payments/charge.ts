import { sql } from 'drizzle-orm';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { chargeMinor } from '@prosper/shared/rules/charge';
import type { PaymentsConfig } from '../../config.ts';
import { rowsOf, type Tx } from '../../db/client.ts';

/** What a mentee is charged through a provider, decided when the mentor confirms and kept on the payment. */
export type Charge = {
  provider: 'paystack';
  /** The country code whose provider account (and key) takes the money. */
  country: string;
  currency: ChargeCurrency;
  rate: string;
  amountMinor: number;
  feeBearer: PaymentsConfig['feeBearer'];
};

type Row = { code: string; provider: string | null; currency: ChargeCurrency; fee_basis_points: number; rate: string | null };

/**
 * The provider and charge for a mentee's price: by the mentee's country in the payment_countries
 * table, at the charge rate in force for its currency. Null (a direct payment, as before) when the
 * country has no provider, the provider has no key for it, or no rate is set.
 */
export async function chargeFor(tx: Tx, payments: PaymentsConfig, o: { menteeId: string; usdCents: number }): Promise<Charge | null> {
  if (Object.keys(payments.paystackKeys).length === 0) return null;
  const row = rowsOf<Row>(
    await tx.execute(sql`
      select pc.code, pc.provider, pc.currency, pc.fee_basis_points,
        (select cr.rate from charge_rates cr where cr.currency = pc.currency and cr.effective_from <= now()
          order by cr.effective_from desc limit 1) as rate
      from profiles p join payment_countries pc on pc.name = p.country
      where p.id = ${o.menteeId}`),
  )[0];
  if (row?.provider !== 'paystack' || !payments.paystackKeys[row.code] || !row.rate) return null;
  const fee = payments.feeBearer === 'mentee' ? row.fee_basis_points : 0;
  return {
    provider: 'paystack',
    country: row.code,
    currency: row.currency,
    rate: row.rate,
    amountMinor: chargeMinor(o.usdCents, row.currency, Number(row.rate), fee),
    feeBearer: payments.feeBearer,
  };
}
