import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { NextSteps, type ProgressHooks } from './next-steps.tsx';

/** /welcome: a greeting for a new member, with the same next steps as the dashboard. */
export default function WelcomePage({ progress }: { progress: ProgressHooks }) {
  const { t } = useTranslation();
  usePageTitle(t('welcome.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{t('welcome.title')}</h1>
      <p className="mt-2 text-stone-700">{t('welcome.text')}</p>
      <NextSteps progress={progress} />
      <Link to={paths.dashboard} className={buttonClass('primary', 'mt-8')}>
        {t('welcome.goToDashboard')}
      </Link>
    </div>
  );
}
