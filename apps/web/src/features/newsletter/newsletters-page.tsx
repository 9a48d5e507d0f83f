import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { IssueComposer } from './components/issue-composer.tsx';
import { SubscriberStats } from './components/subscriber-stats.tsx';
import { SubscriberTable } from './components/subscriber-table.tsx';

/**
 * /newsletters (SPEC §2 Newsletter Management): admins only. The page says so itself, as SPEC
 * words it: without a profile 'Please sign in to access this page.', for a member who is not an
 * admin the guard's words; the server refuses both on every route behind it.
 */
export default function NewslettersPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  usePageTitle(t('newsletter.title'));
  if (viewer.isPending) return <Spinner label={t('app.loading')} />;
  const role = viewer.data?.profile?.role;
  if (role !== 'admin') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('app.accessDenied')}</h1>
        <p className="mt-2 text-stone-700">{role ? t('app.noPermission') : t('newsletter.signInToAccess')}</p>
        {!role && (
          <Link to={paths.auth} state={{ from: paths.newsletters }} className={buttonClass('primary', 'mt-6')}>
            {t('nav.signIn')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('newsletter.title')}</h1>
      <SubscriberStats />
      <SubscriberTable />
      <IssueComposer />
    </div>
  );
}
