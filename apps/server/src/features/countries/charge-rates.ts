import { sql } from 'drizzle-orm';
import { CHARGE_CURRENCY_CODES, type ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { en } from '@prosper/shared/i18n/en';
import { CHARGE_RATE_HISTORY, type ChargeRate, type ChargeRateCurrency, type ChargeRateInput } from '@prosper/shared/schemas/charge-rates';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';

const t = en.admin.countries;

/** How far in the past a rate "from now" may say it starts: the admin's clock and ours differ a little. */
const CLOCK_SLACK_MS = 5 * 60_000;

type Row = { id: string; currency: string; rate: string; effective_from: string | Date; set_by: string | null; created_at: string | Date };

const toRate = (r: Row): ChargeRate => ({
  id: r.id,
  currency: r.currency as ChargeCurrency,
  // numeric(18,6) comes back as "1550.000000": the admin reads the figure they wrote.
  rate: String(Number(r.rate)),
  effectiveFrom: new Date(r.effective_from).toISOString(),
  setBy: r.set_by,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Each charge currency with the rate in force now (the one `chargeFor` uses), those set for later,
 * and the latest earlier ones. One query over a small table (a few rows per currency a month),
 * served by charge_rates_currency_idx; the history is capped rather than paged.
 */
export async function listChargeRates(db: Db): Promise<ChargeRateCurrency[]> {
  const rows = rowsOf<Row & { n: number }>(
    await db.execute(sql`
      select r.id, r.currency, r.rate::text as rate, r.effective_from, r.created_at, r.n,
        p.first_name || ' ' || p.last_name as set_by
      from (
        select cr.*, row_number() over (partition by currency, effective_from <= now() order by effective_from desc, created_at desc)::int as n
        from charge_rates cr) r
      left join profiles p on p.id = r.set_by
      where r.effective_from > now() or r.n <= ${CHARGE_RATE_HISTORY + 1}
      order by r.currency, r.effective_from desc, r.created_at desc`),
  );
  const now = Date.now();
  return CHARGE_CURRENCY_CODES.map((currency) => {
    const mine = rows.filter((r) => r.currency === currency).map(toRate);
    const past = mine.filter((r) => Date.parse(r.effectiveFrom) <= now);
    return {
      currency,
      current: past[0] ?? null,
      scheduled: mine.filter((r) => Date.parse(r.effectiveFrom) > now).reverse(),
      history: past.slice(1),
    };
  });
}

/**
 * Adds a rate from a date on (now when none is given), never before now: a rate is never changed or
 * back-dated, since payments keep the rate they were charged at and the history must say which was
 * in force when. Audited in the same transaction.
 */
export async function setChargeRate(db: Tx, o: { adminId: string; input: ChargeRateInput }): Promise<ChargeRate> {
  const from = o.input.effectiveFrom ? new Date(o.input.effectiveFrom) : new Date();
  if (from.getTime() < Date.now() - CLOCK_SLACK_MS) throw new AppError(400, 'rate_in_past', t.rateInPast, { effectiveFrom: t.rateInPast });
  const effectiveFrom = new Date(Math.max(from.getTime(), Date.now()));
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(
      await tx.execute(sql`
        insert into charge_rates (currency, rate, effective_from, set_by)
        values (${o.input.currency}, ${o.input.rate}, ${effectiveFrom.toISOString()}, ${o.adminId})
        returning id, currency, rate::text as rate, effective_from, created_at,
          (select first_name || ' ' || last_name from profiles where id = ${o.adminId}) as set_by`),
    );
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'set_charge_rate',
      targetType: 'charge_rate',
      targetId: row!.id,
      reason: `${o.input.currency} ${o.input.rate} from ${effectiveFrom.toISOString()}`,
    });
    return toRate(row!);
  });
}
