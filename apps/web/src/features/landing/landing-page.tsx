import { BookOpen, Check, Smartphone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClass } from '../../components/ui/button.tsx';
import { useDisplayCurrency } from '../../lib/display-currency.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { useLanding } from './api/landing.ts';
import { FeaturedMentors } from './components/featured-mentors.tsx';
import { Figures } from './components/figures.tsx';

const signUpAs = (role: 'mentee' | 'mentor') => `${paths.auth}?tab=signup&role=${role}`;

/**
 * / : what the platform is, a few real mentors and the platform's figures, and two ways in. Text,
 * one small logo and lazily loaded mentor photos: it must load fast on 3G. The newsletter's
 * subscribe form comes from the newsletter area, given by the app.
 */
export default function LandingPage({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation();
  const landing = useLanding();
  const currency = useDisplayCurrency();
  usePageTitle();
  const steps = [
    { title: t('landing.step1Title'), text: t('landing.step1Text') },
    { title: t('landing.step2Title'), text: t('landing.step2Text') },
    { title: t('landing.step3Title'), text: t('landing.step3Text') },
  ];
  const features = [
    { icon: Users, title: t('landing.forMenteesTitle'), text: t('landing.forMenteesText') },
    { icon: BookOpen, title: t('landing.forMentorsTitle'), text: t('landing.forMentorsText') },
    { icon: Smartphone, title: t('landing.lightTitle'), text: t('landing.lightText') },
  ];
  const canDo = [t('landing.canDo1'), t('landing.canDo2'), t('landing.canDo3'), t('landing.canDo4')];
  return (
    <>
      <section className="dark-band bg-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{t('landing.eyebrow')}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t('landing.title')}</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{t('landing.lead')}</p>
            <JoinButtons primary="accent" className="mt-8" />
            <p className="mt-6 text-sm text-brand-50">
              {t('landing.haveAccount')}{' '}
              <Link to={paths.auth} className="font-semibold text-white underline underline-offset-4">
                {t('nav.signIn')}
              </Link>
            </p>
          </div>
          <div className="hidden rounded-2xl bg-white/10 p-8 ring-1 ring-white/20 lg:block">
            <h2 className="text-lg font-semibold text-white">{t('landing.canDoTitle')}</h2>
            <ul className="mt-4 space-y-3">
              {canDo.map((item) => (
                <li key={item} className="flex gap-3 text-brand-50">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {!landing.isError && (
        <>
          <Figures figures={landing.data?.figures} />
          <FeaturedMentors mentors={landing.data?.mentors} currency={currency} />
        </>
      )}

      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how" className="text-2xl font-semibold text-brand-900">
          {t('landing.howTitle')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title}>
              <Icon aria-hidden="true" className="size-8 text-brand-800" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-stone-700">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold text-brand-900">{t('landing.ctaTitle')}</h2>
        <p className="mt-2 text-stone-700">{t('landing.ctaText')}</p>
        <JoinButtons primary="primary" className="mt-6 justify-center" />
        <p className="mt-6">
          <Link to={paths.about} className="text-brand-800 underline underline-offset-4">
            {t('landing.learnMore')}
          </Link>
        </p>
      </section>

      <div className="border-t border-stone-200 bg-white">
        <div className="mx-auto max-w-2xl px-4 py-12">{newsletter}</div>
      </div>
    </>
  );
}

/** The two ways in: sign up as a mentee or as a mentor. */
function JoinButtons({ primary, className }: { primary: ButtonVariant; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <Link to={signUpAs('mentee')} className={buttonClass(primary, 'min-h-12 px-6 text-base')}>
        {t('landing.findMentor')}
      </Link>
      <Link to={signUpAs('mentor')} className={buttonClass('secondary', 'min-h-12 px-6 text-base')}>
        {t('landing.becomeMentor')}
      </Link>
    </div>
  );
}
