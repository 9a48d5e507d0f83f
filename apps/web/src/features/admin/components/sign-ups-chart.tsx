import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '@prosper/shared/schemas/admin';

const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Sign-ups by week as a table drawn as a bar chart: each row's bar is as long as its count against
 * the busiest week, so the figures are there for a screen reader and the shape for the eye, with
 * no chart library.
 */
export function SignUpsChart({ weeks }: { weeks: AdminOverview['signUpsByWeek'] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...weeks.map((w) => w.count));
  return (
    <section aria-labelledby="sign-ups-title" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h3 id="sign-ups-title" className="text-lg font-semibold text-stone-900">
        {t('admin.overview.signUpsTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('admin.overview.signUpsLead', { weeks: weeks.length })}</p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('admin.overview.signUpsTitle')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('admin.overview.weekOf')}</th>
            <th scope="col">{t('admin.overview.signUps')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row" className="w-20 py-1 pr-3 text-left font-normal whitespace-nowrap text-stone-700">
                {dayMonth.format(new Date(`${w.week}T00:00:00Z`))}
              </th>
              <td className="py-1">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-4 rounded-sm bg-brand-700"
                    style={{ width: `${(w.count / most) * 85}%`, minWidth: w.count ? '0.25rem' : 0 }}
                  />
                  <span className="tabular-nums text-stone-900">{w.count}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
