import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebVitalName } from '@prosper/shared/constants/monitoring';
import type { HealthReport } from '@prosper/shared/schemas/monitoring';
import { dateTimeOf } from '../../../lib/date-time.ts';

const percent = (share: number) => `${Math.round(share * 100)} %`;
/** CLS has no unit; the others are milliseconds. */
export const vitalValue = (name: WebVitalName, value: number) =>
  name === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en')} ms`;

type Column =
  | 'page'
  | 'metric'
  | 'p75'
  | 'reports'
  | 'good'
  | 'needsImprovement'
  | 'poor'
  | 'message'
  | 'place'
  | 'count'
  | 'firstSeen'
  | 'lastSeen';

/**
 * A table of the Health page, headed by its columns. One that may be wider than a phone scrolls
 * inside its own focusable region, never the page.
 */
function HealthTable({ label, columns, children }: { label: string; columns: readonly Column[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200">
            {columns.map((key) => (
              <th key={key} scope="col" className={th}>
                {t(`admin.health.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const th = 'px-3 py-2 text-left font-medium text-stone-700';
const td = 'px-3 py-2 text-stone-900';

export function VitalsTable({ vitals }: { vitals: HealthReport['vitals'] }) {
  const { t } = useTranslation();
  if (vitals.length === 0) return <p className="text-sm text-stone-700">{t('admin.health.noVitals')}</p>;
  return (
    <HealthTable label={t('admin.health.vitalsTitle')} columns={['page', 'metric', 'p75', 'reports', 'good', 'needsImprovement', 'poor']}>
      {vitals.map((v) => (
        <tr key={`${v.page} ${v.name}`} className="border-b border-stone-100 last:border-0">
          <th scope="row" className={`${td} font-normal wrap-anywhere`}>
            {v.page}
          </th>
          <td className={td}>{v.name}</td>
          <td className={td}>{vitalValue(v.name, v.p75)}</td>
          <td className={td}>{v.count}</td>
          <td className={td}>{percent(v.good)}</td>
          <td className={td}>{percent(v.needsImprovement)}</td>
          <td className={td}>{percent(v.poor)}</td>
        </tr>
      ))}
    </HealthTable>
  );
}

export function ErrorsTable({ errors }: { errors: HealthReport['errors'] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return <p className="text-sm text-stone-700">{t('admin.health.noErrors')}</p>;
  return (
    <HealthTable label={t('admin.health.errorsTitle')} columns={['message', 'place', 'count', 'firstSeen', 'lastSeen']}>
      {errors.map((e) => (
        <tr key={`${e.kind} ${e.message} ${e.filename} ${e.lineno} ${e.colno}`} className="border-b border-stone-100 last:border-0">
          <th scope="row" className={`${td} font-normal wrap-anywhere`}>
            {e.message}
          </th>
          <td className={`${td} wrap-anywhere`}>{e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : t('admin.health.noPlace')}</td>
          <td className={td}>{e.count}</td>
          <td className={td}>{dateTimeOf(e.firstSeen)}</td>
          <td className={td}>{dateTimeOf(e.lastSeen)}</td>
        </tr>
      ))}
    </HealthTable>
  );
}
