import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { NextSteps, type ProgressHooks } from './next-steps.tsx';

type Props = { welcome: ReactNode; sessions: ReactNode; goals: ReactNode; feed: ReactNode; progress: ProgressHooks };

/**
 * /dashboard: the home after sign-in: the welcome's card while it is still to do (`welcome`), the
 * member's next sessions (`sessions`, from the sessions area), their active goals (`goals`), the
 * steps they have still to take (read through `progress`), then the reading (`feed`, from the
 * articles area).
 */
export default function DashboardPage({ welcome, sessions, goals, feed, progress }: Props) {
  const { t } = useTranslation();
  const { data: viewer } = useViewer();
  const title = t('dashboard.title', { firstName: viewer?.profile?.firstName ?? '' });
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
      {welcome}
      <p className="mt-2">
        <Link to={paths.questions} className="tap-target text-brand-800 underline">
          {t('questions.dashboardLink')}
        </Link>
      </p>
      {sessions}
      {goals}
      <NextSteps progress={progress} />
      {feed}
    </div>
  );
}
