import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';
import { monthOf } from '../../../lib/date-time.ts';

const HEIGHT = 140;
const LABELS = 20;
const TOP = 18;
/** The part of its month's column a bar fills, centred in it, once there are enough months to share the width. */
const BAR_SHARE = 0.6;
/** Fewer months than this draw bars no thicker than this many would, so two months are not two slabs. */
const FEW_MONTHS = 6;
/** The narrowest a month's column gets, its label still clear of the next: a long range scrolls instead. */
const MIN_COLUMN = 24;

/**
 * Earnings by month as plain SVG bars: a dozen rectangles need no chart library on a phone's data
 * bundle. Columns are placed in percentages, so the bars share whatever width the card has while
 * the labels keep their size. Screen readers get a summary here and every figure in the table below.
 */
export function EarningsChart({ months, currency }: { months: MentorAnalytics['months']; currency: Currency }) {
  const { t } = useTranslation();
  const id = useId();
  const max = Math.max(...months.map((m) => m.earningsCents), 0);
  const column = 100 / months.length;
  const bar = column * BAR_SHARE * Math.min(1, months.length / FEW_MONTHS);
  return (
    <figure className="overflow-x-auto">
      <svg
        role="img"
        aria-describedby={`${id}-caption`}
        width="100%"
        height={HEIGHT + LABELS + TOP}
        style={{ minWidth: months.length * MIN_COLUMN }}
        className="block"
      >
        <title>{t('analytics.earningsByMonth')}</title>
        <line x1={0} x2="100%" y1={TOP + HEIGHT} y2={TOP + HEIGHT} className="stroke-stone-400" strokeWidth={1} />
        {months.map((m, i) => {
          const h = max ? Math.max((m.earningsCents / max) * HEIGHT, m.earningsCents ? 2 : 0) : 0;
          return (
            <g key={m.month}>
              <rect
                x={`${(i + 0.5) * column - bar / 2}%`}
                y={TOP + HEIGHT - h}
                width={`${bar}%`}
                height={h}
                rx={3}
                className="fill-brand-700"
              />
              <text x={`${(i + 0.5) * column}%`} y={TOP + HEIGHT + 14} textAnchor="middle" className="fill-stone-700 text-[11px]">
                {monthOf(m.month, 'short')}
              </text>
            </g>
          );
        })}
        {max > 0 && (
          <text x={0} y={12} className="fill-stone-700 text-[11px]">
            {formatMoney(max, currency)}
          </text>
        )}
      </svg>
      <figcaption id={`${id}-caption`} className="mt-2 text-xs text-stone-600">
        {t('analytics.earningsChart', { currency: `${currency} (${CURRENCIES[currency].symbol})` })}
      </figcaption>
    </figure>
  );
}
