import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { MentorAnalytics } from '@prosper/shared/schemas/session';

/** The range's totals as tiles: two a row on a phone, four on a wide screen. */
export function FigureTiles({ totals, currency }: { totals: MentorAnalytics['totals']; currency: Currency }) {
  const { t } = useTranslation();
  const number = (n: number) => n.toLocaleString();
  const tiles: { label: string; value: string; detail?: string }[] = [
    { label: t('analytics.profileViews'), value: number(totals.profileViews) },
    { label: t('analytics.requests'), value: number(totals.requests) },
    { label: t('analytics.confirmed'), value: number(totals.confirmed), detail: t('analytics.confirmedDetail') },
    { label: t('analytics.completed'), value: number(totals.completed) },
    { label: t('analytics.cancelled'), value: number(totals.cancelled), detail: t('analytics.cancelledDetail') },
    { label: t('analytics.hoursMentored'), value: totals.hoursMentored.toLocaleString(undefined, { maximumFractionDigits: 1 }) },
    totals.averageRating === null
      ? { label: t('analytics.averageRating'), value: '–', detail: t('analytics.noRating') }
      : {
          label: t('analytics.averageRating'),
          value: t('analytics.ratingOf', { rating: totals.averageRating.toFixed(1) }),
          detail: t('analytics.reviewCount', { count: totals.reviewCount }),
        },
    { label: t('analytics.earnings'), value: formatMoney(totals.earningsCents, currency) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-700">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-semibold wrap-anywhere text-brand-900 tabular-nums">{tile.value}</dd>
          {tile.detail && <dd className="text-xs text-stone-600">{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
