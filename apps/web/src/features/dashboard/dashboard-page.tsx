import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { NextSteps, type ProgressHooks } from './next-steps.tsx';

/**
 * /dashboard: the home after sign-in: the member's next sessions (`sessions`, from the sessions
 * area), the steps they have still to take (read through `progress`), then the reading (`feed`,
 * from the articles area).
 */
export default function DashboardPage({ sessions, feed, progress }: { sessions: ReactNode; feed: ReactNode; progress: ProgressHooks }) {
  const { t } = useTranslation();
  const { data: viewer } = useViewer();
  const title = t('dashboard.title', { firstName: viewer?.profile?.firstName ?? '' });
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
      <p className="mt-2">
        <Link to={paths.questions} className="tap-target text-brand-800 underline">
          {t('questions.dashboardLink')}
        </Link>
      </p>
      {sessions}
      <NextSteps progress={progress} />
      {feed}
    </div>
  );
}
