import { useTranslation } from 'react-i18next';
import { CHARGE_CURRENCIES, type ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { formatCharge } from '@prosper/shared/rules/charge';
import { formatMoney } from '@prosper/shared/rules/money';
import type { EarningsMonth } from '@prosper/shared/schemas/earnings';
import { monthOf } from '../../../lib/date-time.ts';

/** An amount in a charge currency's minor units ("KSh 5,160"); a currency we do not know is shown by its code. */
const amount = (minor: number, currency: string) =>
  currency in CHARGE_CURRENCIES ? formatCharge(minor, currency as ChargeCurrency) : `${currency} ${(minor / 100).toFixed(2)}`;

/** Paid, refunded, paid out and pending, one row per month and currency, newest month first. */
export function EarningsByCurrency({ months }: { months: EarningsMonth[] }) {
  const { t } = useTranslation();
  const columns = [
    t('analytics.paid'),
    t('analytics.paidUsd'),
    t('analytics.refunded'),
    t('analytics.paidOut'),
    t('analytics.platformFee'),
    t('analytics.pending'),
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls on a phone, and keyboard users must reach it to scroll it (WCAG 2.1.1).
    <section aria-label={t('analytics.moneyCaption')} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('analytics.moneyCaption')}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-700">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('analytics.month')}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('analytics.currency')}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-2 pr-2 text-right font-medium last:pr-0">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {months.map((m) => (
            <tr key={`${m.month}-${m.currency}`} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {monthOf(m.month)}
              </th>
              <td className="py-2 pr-2">{m.currency}</td>
              <td className="py-2 pr-2 text-right">{amount(m.paidMinor, m.currency)}</td>
              <td className="py-2 pr-2 text-right">{formatMoney(m.paidUsdCents, 'USD')}</td>
              <td className="py-2 pr-2 text-right">{amount(m.refundedMinor, m.currency)}</td>
              <td className="py-2 pr-2 text-right">{amount(m.paidOutMinor, m.currency)}</td>
              <td className="py-2 pr-2 text-right">{amount(m.platformFeeMinor, m.currency)}</td>
              <td className="py-2 text-right font-medium">{amount(m.pendingMinor, m.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
