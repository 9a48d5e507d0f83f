import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';
import { monthLabel } from '../month-label.ts';

const BAR = 18;
const GAP = 6;
const HEIGHT = 140;
const LABELS = 20;
const TOP = 18;

/**
 * Earnings by month as plain SVG bars: a dozen rectangles need no chart library on a phone's data
 * bundle. Screen readers get a summary here and every figure in the table beside it.
 */
export function EarningsChart({ months, currency }: { months: MentorAnalytics['months']; currency: Currency }) {
  const { t } = useTranslation();
  const id = useId();
  const max = Math.max(...months.map((m) => m.earningsCents), 0);
  const width = Math.max(months.length * (BAR + GAP) + GAP, 120);
  return (
    <figure className="overflow-x-auto">
      <svg
        role="img"
        aria-describedby={`${id}-caption`}
        viewBox={`0 0 ${width} ${HEIGHT + LABELS + TOP}`}
        // Drawn at its own size (a year fits a phone's width), so its labels stay readable.
        width={width}
        height={HEIGHT + LABELS + TOP}
        className="max-w-none"
      >
        <title>{t('analytics.earningsByMonth')}</title>
        <line x1={0} x2={width} y1={TOP + HEIGHT} y2={TOP + HEIGHT} className="stroke-stone-400" strokeWidth={1} />
        {months.map((m, i) => {
          const h = max ? Math.max((m.earningsCents / max) * HEIGHT, m.earningsCents ? 2 : 0) : 0;
          const x = GAP + i * (BAR + GAP);
          return (
            <g key={m.month}>
              <rect x={x} y={TOP + HEIGHT - h} width={BAR} height={h} rx={3} className="fill-brand-700" />
              <text x={x + BAR / 2} y={TOP + HEIGHT + 14} textAnchor="middle" className="fill-stone-700 text-[11px]">
                {monthLabel(m.month, 'short')}
              </text>
            </g>
          );
        })}
        {max > 0 && (
          <text x={GAP} y={12} className="fill-stone-700 text-[11px]">
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
