import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';
import { monthOf } from '../../../lib/date-time.ts';

/** The chart's figures as a table: every month with its sessions, hours and earnings. */
export function EarningsTable({ months, currency }: { months: MentorAnalytics['months']; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('analytics.earningsByMonth')}</caption>
      <thead>
        <tr className="border-b border-stone-300 text-left text-stone-700">
          <th scope="col" className="py-2 pr-2 font-medium">
            {t('analytics.month')}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            {t('analytics.sessions')}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            {t('analytics.hours')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('analytics.earnings')}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {months.map((m) => (
          <tr key={m.month} className="border-b border-stone-100">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {monthOf(m.month)}
            </th>
            <td className="py-2 pr-2 text-right">{m.completed}</td>
            <td className="py-2 pr-2 text-right">{m.hoursMentored.toLocaleString(undefined, { maximumFractionDigits: 1 })}</td>
            <td className="py-2 text-right">{formatMoney(m.earningsCents, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
