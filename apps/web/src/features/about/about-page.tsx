import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';

const VALUES = ['wisdom', 'community', 'innovation', 'courage', 'empathy', 'integrity'] as const;

/** /about: purpose, mission, vision, the six values and who we are for. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const statements = [
    { title: t('about.purposeTitle'), text: t('about.purposeText') },
    { title: t('about.missionTitle'), text: t('about.missionText') },
    { title: t('about.visionTitle'), text: t('about.visionText') },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t('about.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('about.lead')}</p>

      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {statements.map((s) => (
          <section key={s.title} className="rounded-xl border border-stone-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-brand-900">{s.title}</h2>
            <p className="mt-2 text-stone-700">{s.text}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="text-2xl font-semibold text-brand-900">
          {t('about.valuesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v} className="rounded-lg bg-brand-50 p-5">
              <h3 className="font-semibold text-brand-900">{t(`about.values.${v}.name`)}</h3>
              <p className="mt-1 text-stone-700">{t(`about.values.${v}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="positioning" className="dark-band mt-12 rounded-xl bg-brand-900 p-8 text-white">
        <h2 id="positioning" className="text-xl font-semibold text-accent-400">
          {t('about.positioningTitle')}
        </h2>
        <p className="mt-3 text-lg">{t('about.positioningText')}</p>
        <Link to={`${paths.auth}?tab=signup`} className={buttonClass('secondary', 'mt-6')}>
          {t('about.join')}
        </Link>
      </section>
    </div>
  );
}
