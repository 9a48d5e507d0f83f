import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { NextSteps } from './next-steps.tsx';

/**
 * /dashboard: the home after sign-in: the member's next sessions (`sessions`, from the sessions
 * area), first steps for a new member, then the reading (`feed`, from the articles area).
 */
export default function DashboardPage({ sessions, feed }: { sessions?: ReactNode; feed?: ReactNode }) {
  const { t } = useTranslation();
  const { data: viewer } = useViewer();
  const title = t('dashboard.title', { firstName: viewer?.profile?.firstName ?? '' });
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
      {sessions}
      <section aria-labelledby="next-steps" className="mt-8">
        <h2 id="next-steps" className="text-lg font-semibold">
          {t('dashboard.nextSteps')}
        </h2>
        <p className="mt-1 mb-4 text-stone-700">{t('dashboard.lead')}</p>
        <NextSteps />
      </section>
      {feed}
    </div>
  );
}
