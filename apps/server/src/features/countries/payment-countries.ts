import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { PaymentCountry, PaymentCountryInput } from '@prosper/shared/schemas/payment-countries';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';

const t = en.admin.countries;

type Row = { code: string; name: string; provider: string | null; currency: string; fee_basis_points: number; updated_at: string | Date };

const toCountry = (r: Row): PaymentCountry => ({
  code: r.code,
  name: r.name,
  provider: (r.provider ?? 'none') as PaymentCountry['provider'],
  currency: r.currency as PaymentCountry['currency'],
  feeBasisPoints: r.fee_basis_points,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Every country with a payment row, by name: a handful (one per country served), so one list, unpaged. */
export async function listPaymentCountries(db: Db): Promise<PaymentCountry[]> {
  return rowsOf<Row>(
    await db.execute(sql`select code, name, provider, currency, fee_basis_points, updated_at from payment_countries order by name`),
  ).map(toCountry);
}

/** What the audit log says was set, so the log alone tells what changed. */
const summary = (code: string, i: PaymentCountryInput) => `${i.name} (${code}): ${i.provider}, ${i.currency}, ${i.feeBasisPoints} bp`;

/**
 * Adds a country or changes its provider, currency and fee estimate, with an audit row in the same
 * transaction. A payment already opened keeps its provider and currency (they are copied onto it).
 */
export async function setPaymentCountry(db: Tx, o: { adminId: string; code: string; input: PaymentCountryInput }): Promise<PaymentCountry> {
  return db.transaction(async (tx) => {
    const { name, provider, currency, feeBasisPoints } = o.input;
    const [taken] = rowsOf<{ code: string }>(
      await tx.execute(sql`select code from payment_countries where name = ${name} and code <> ${o.code}`),
    );
    if (taken) throw new AppError(409, 'country_taken', t.countryTaken, { name: t.countryTaken });
    const [row] = rowsOf<Row>(
      await tx.execute(sql`
        insert into payment_countries (code, name, provider, currency, fee_basis_points, updated_at)
        values (${o.code}, ${name}, ${provider === 'none' ? null : provider}, ${currency}, ${feeBasisPoints}, now())
        on conflict (code) do update set name = excluded.name, provider = excluded.provider, currency = excluded.currency,
          fee_basis_points = excluded.fee_basis_points, updated_at = now()
        returning code, name, provider, currency, fee_basis_points, updated_at`),
    );
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'set_payment_country',
      targetType: 'payment_country',
      targetId: o.code,
      reason: summary(o.code, o.input),
    });
    return toCountry(row!);
  });
}

/** Removes a country: its mentees pay directly from the next confirmation on; payments made keep theirs. */
export async function removePaymentCountry(db: Tx, o: { adminId: string; code: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = rowsOf<{ name: string }>(await tx.execute(sql`delete from payment_countries where code = ${o.code} returning name`));
    if (!gone) throw new AppError(404, 'not_found', en.errors.notFound);
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'remove_payment_country',
      targetType: 'payment_country',
      targetId: o.code,
      reason: `${gone.name} (${o.code})`,
    });
  });
}
