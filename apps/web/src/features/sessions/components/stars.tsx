import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A given rating as five stars, read out as 'Rated 4 out of 5'. */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('sessions.ratedOutOf', { rating: String(rating) })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`${size} ${n <= rating ? 'fill-accent-400 text-accent-500' : 'text-stone-400'}`} />
      ))}
    </span>
  );
}
