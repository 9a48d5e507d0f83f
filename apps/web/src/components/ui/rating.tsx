import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A mentor's rating as lists show it, '★ 4.8 · 12 reviews', read out in words. Nothing before
 * the first review: an empty rating says less than no rating.
 */
export function Rating({ average, count, className }: { average: number | null; count: number; className?: string }) {
  const { t } = useTranslation();
  if (average === null || count === 0) return null;
  const rating = average.toFixed(1);
  return (
    <p className={className ?? 'flex items-center gap-1 text-sm text-stone-700'}>
      <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
      <span aria-hidden="true">
        <strong className="font-semibold text-stone-900">{rating}</strong> · {t('sessions.reviewCount', { count })}
      </span>
      <span className="sr-only">{t('sessions.ratingSummary', { rating, count })}</span>
    </p>
  );
}
