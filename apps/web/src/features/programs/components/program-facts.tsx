import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@prosper/shared/constants/currencies';
import type { ProgramCard } from '@prosper/shared/schemas/program';
import { dayOf } from '../../../lib/date-time.ts';

/** A price in the program's own currency ("₦5,000"), or Free. */
export function usePrice(p: Pick<ProgramCard, 'priceCents' | 'currency'>): string {
  const { t } = useTranslation();
  if (p.priceCents === null || p.currency === null) return t('programs.free');
  const { symbol, decimals } = CURRENCIES[p.currency];
  return `${symbol}${(p.priceCents / 100).toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** Status, dates, places, price and where: what a member weighs before applying. */
export function ProgramFacts({ program: p }: { program: ProgramCard }) {
  const { t } = useTranslation();
  const price = usePrice(p);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      <li>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">{t(`programs.status.${p.status}`)}</span>
      </li>
      <li>{t('programs.dates', { from: dayOf(p.startsOn), to: dayOf(p.endsOn) })}</li>
      <li>{t('programs.seats', { taken: p.acceptedCount, capacity: p.capacity })}</li>
      <li>{price}</li>
      {p.country && <li>{p.country}</li>}
      {p.topics.length > 0 && <li>{p.topics.join(', ')}</li>}
    </ul>
  );
}
