import { sql } from 'drizzle-orm';
import { CHARGE_CURRENCIES, type ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { chargeMinor } from '@prosper/shared/rules/charge';
import { EARNINGS_MONTHS, type EarningsMonth, type MentorEarnings } from '@prosper/shared/schemas/earnings';
import { type Db, rowsOf } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { savedAvailability } from './availability.ts';

/** One payment's movements: a mentor's months add these up. */
type Row = {
  month: string;
  currency: string;
  amount_cents: number;
  charge_rate: string;
  paid_minor: string | number;
  refunded_minor: string | number;
  paid_out_minor: string | number;
  platform_fee_minor: string | number;
};

/**
 * A mentor's money through the providers (decision 056) over this month and the eleven before, in
 * their time zone (the one their analytics count in), by the month the mentee paid and by charge
 * currency. One grouped query: the mentor's paid payments in range through `payments_payee_paid_idx`
 * (payee, paid_at), then each payment's ledger rows through `ledger_entries_payment_idx`. Every
 * movement is two rows (out of one account, into another), so a kind's positive rows are what moved:
 * paid = charges, refunded = refunds, platform fee = what the platform kept; paid out = transfers into
 * the mentor's account. A direct payment has no ledger rows and so no line here.
 */
export async function mentorEarnings(db: Db, mentorId: string): Promise<MentorEarnings> {
  const zone = (await savedAvailability(db, mentorId))?.timezone ?? 'UTC';
  const since = sql`(date_trunc('month', now() at time zone ${zone}) - ${`${EARNINGS_MONTHS - 1} months`}::interval) at time zone ${zone}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select to_char(p.paid_at at time zone ${zone}, 'YYYY-MM') as month, l.currency, p.amount_cents, p.charge_rate,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'charge' and l.amount_minor > 0), 0)::bigint as paid_minor,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'refund' and l.amount_minor > 0), 0)::bigint as refunded_minor,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'transfer' and l.account = 'mentor' and l.amount_minor > 0), 0)::bigint
          as paid_out_minor,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'platform_fee' and l.amount_minor > 0), 0)::bigint as platform_fee_minor
      from payments p join ledger_entries l on l.payment_id = p.id
      where p.payee_id = ${mentorId} and p.paid_at >= ${since}
      group by p.id, 1, 2
      order by 1 desc, 2`),
  );
  return { months: byMonth(rows) };
}

/**
 * The months, each payment counted from the mentor's side: a provider's fee the mentee paid on top
 * (PAYMENT_FEE_BEARER=mentee) or a second paid attempt is not theirs, paid or refunded, so their share
 * is the price at the payment's rate, as their payout takes it, and a month's pending ends at zero once paid out.
 */
function byMonth(rows: Row[]): EarningsMonth[] {
  const months = new Map<string, EarningsMonth>();
  for (const r of rows) {
    const charged = Number(r.paid_minor);
    const share = Math.min(chargeMinor(r.amount_cents, r.currency as ChargeCurrency, Number(r.charge_rate)), charged);
    const key = `${r.month} ${r.currency}`;
    const m = months.get(key) ?? {
      month: r.month,
      currency: r.currency,
      paidMinor: 0,
      paidUsdCents: 0,
      refundedMinor: 0,
      paidOutMinor: 0,
      platformFeeMinor: 0,
      pendingMinor: 0,
    };
    // What went back beyond the extra (a fee on top, a second charge refunded by itself) was the mentor's.
    const refunded = Math.min(Math.max(0, Number(r.refunded_minor) - (charged - share)), share);
    const paidOut = Number(r.paid_out_minor);
    const fee = Number(r.platform_fee_minor);
    m.paidMinor += share;
    // A payment charged twice (a second paid attempt, refunded by itself) still sold one session.
    m.paidUsdCents += charged > 0 ? r.amount_cents : 0;
    m.refundedMinor += refunded;
    m.paidOutMinor += paidOut;
    m.platformFeeMinor += fee;
    m.pendingMinor += share - refunded - paidOut - fee;
    months.set(key, m);
  }
  return [...months.values()];
}

/** The CSV's columns, in order: amounts in major units of the row's currency (Paid (USD) in dollars). */
export const EARNINGS_CSV_COLUMNS = ['Month', 'Currency', 'Paid', 'Paid (USD)', 'Refunded', 'Paid out', 'Platform fee', 'Pending'] as const;

/** Minor units as a plain decimal in major units ("55500", "620.50"): what a spreadsheet reads as a number. */
function major(minor: number, currency: string): string {
  const exponent = currency in CHARGE_CURRENCIES ? CHARGE_CURRENCIES[currency as keyof typeof CHARGE_CURRENCIES].exponent : 2;
  return (minor / 10 ** exponent).toFixed(exponent);
}

/** The earnings as CSV: a header, then one line per month and currency, every value quoted and formula-safe. */
export function earningsCsv(earnings: MentorEarnings): string {
  return [
    csvLine([...EARNINGS_CSV_COLUMNS]),
    ...earnings.months.map((m) =>
      csvLine([
        m.month,
        m.currency,
        major(m.paidMinor, m.currency),
        major(m.paidUsdCents, 'USD'),
        major(m.refundedMinor, m.currency),
        major(m.paidOutMinor, m.currency),
        major(m.platformFeeMinor, m.currency),
        major(m.pendingMinor, m.currency),
      ]),
    ),
  ].join('');
}
