import { sql } from 'drizzle-orm';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { chargeMinor } from '@prosper/shared/rules/charge';
import type { PaymentsConfig } from '../../config.ts';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { ProviderId } from './gateways.ts';

/** What a mentee is charged through a provider, decided when the mentor confirms and kept on the payment. */
export type Charge = {
  provider: ProviderId;
  /** The country code: for Paystack, whose account (and key) takes the money; Flutterwave has one account. */
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
 * country has no provider, the provider is off (or, for Paystack, has no key for it), or no rate is set.
 */
export async function chargeFor(tx: Tx, payments: PaymentsConfig, o: { menteeId: string; usdCents: number }): Promise<Charge | null> {
  if (Object.keys(payments.paystackKeys).length === 0 && !payments.flutterwave) return null;
  const row = rowsOf<Row>(
    await tx.execute(sql`
      select pc.code, pc.provider, pc.currency, pc.fee_basis_points,
        (select cr.rate from charge_rates cr where cr.currency = pc.currency and cr.effective_from <= now()
          order by cr.effective_from desc limit 1) as rate
      from profiles p join payment_countries pc on pc.name = p.country
      where p.id = ${o.menteeId}`),
  )[0];
  if (!row?.rate) return null;
  const provider = switchedOn(payments, row);
  if (!provider) return null;
  const fee = payments.feeBearer === 'mentee' ? row.fee_basis_points : 0;
  return {
    provider,
    country: row.code,
    currency: row.currency,
    rate: row.rate,
    amountMinor: chargeMinor(o.usdCents, row.currency, Number(row.rate), fee),
    feeBearer: payments.feeBearer,
  };
}

/** The country's provider when it is switched on for it: Paystack by a key for the country, Flutterwave by its one account. */
function switchedOn(payments: PaymentsConfig, row: Pick<Row, 'code' | 'provider'>): ProviderId | null {
  if (row.provider === 'paystack' && payments.paystackKeys[row.code]) return 'paystack';
  const flutterwave = payments.flutterwave;
  if (row.provider === 'flutterwave' && flutterwave && (!flutterwave.countries || flutterwave.countries.includes(row.code))) {
    return 'flutterwave';
  }
  return null;
}
