import { useTranslation } from 'react-i18next';
import type { Landing } from '@prosper/shared/schemas/landing';

/** Mentors, countries and sessions held, as counted in the database; placeholders of the same size while they load. */
export function Figures({ figures }: { figures: Landing['figures'] | undefined }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const items = [
    { key: 'mentors', value: figures?.mentors, label: (count: number) => t('landing.figureMentors', { count }) },
    { key: 'countries', value: figures?.countries, label: (count: number) => t('landing.figureCountries', { count }) },
    { key: 'sessions', value: figures?.sessionsHeld, label: (count: number) => t('landing.figureSessions', { count }) },
  ];
  return (
    <section aria-labelledby="figures" className="border-b border-stone-200 bg-white">
      <h2 id="figures" className="sr-only">
        {t('landing.figuresTitle')}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-2 px-4 py-6 text-center" aria-busy={figures ? undefined : true}>
        {items.map(({ key, value, label }) => (
          <div key={key} className="flex flex-col-reverse">
            <dt className="text-sm text-stone-700">{label(value ?? 0)}</dt>
            <dd className="text-3xl font-bold text-brand-900">{value === undefined ? '–' : number.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
