import { sql } from 'drizzle-orm';
import { CHARGE_CURRENCIES } from '@prosper/shared/constants/charge-currencies';
import { EARNINGS_MONTHS, type EarningsMonth, type MentorEarnings } from '@prosper/shared/schemas/earnings';
import { type Db, rowsOf } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { savedAvailability } from './availability.ts';

type Row = {
  month: string;
  currency: string;
  paid_minor: string | number;
  paid_usd_cents: string | number;
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
      select to_char(p.paid_at at time zone ${zone}, 'YYYY-MM') as month, l.currency,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'charge' and l.amount_minor > 0), 0)::bigint as paid_minor,
        coalesce(sum(p.amount_cents) filter (where l.kind = 'charge' and l.amount_minor > 0), 0)::bigint as paid_usd_cents,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'refund' and l.amount_minor > 0), 0)::bigint as refunded_minor,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'transfer' and l.account = 'mentor' and l.amount_minor > 0), 0)::bigint
          as paid_out_minor,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'platform_fee' and l.amount_minor > 0), 0)::bigint as platform_fee_minor
      from payments p join ledger_entries l on l.payment_id = p.id
      where p.payee_id = ${mentorId} and p.paid_at >= ${since}
      group by 1, 2
      order by 1 desc, 2`),
  );
  return { months: rows.map(toMonth) };
}

function toMonth(r: Row): EarningsMonth {
  const paidMinor = Number(r.paid_minor);
  const refundedMinor = Number(r.refunded_minor);
  const paidOutMinor = Number(r.paid_out_minor);
  const platformFeeMinor = Number(r.platform_fee_minor);
  return {
    month: r.month,
    currency: r.currency,
    paidMinor,
    paidUsdCents: Number(r.paid_usd_cents),
    refundedMinor,
    paidOutMinor,
    platformFeeMinor,
    pendingMinor: paidMinor - refundedMinor - paidOutMinor - platformFeeMinor,
  };
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
