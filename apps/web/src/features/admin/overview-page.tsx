import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAdminOverview } from './api/overview.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { LoadState } from './components/load-state.tsx';
import { SignUpsChart } from './components/sign-ups-chart.tsx';

/** /admin: the community in figures, and sign-ups by week. */
export default function OverviewPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.overview.title')} · ${t('admin.title')}`);
  const overview = useAdminOverview();
  const o = overview.data;
  return (
    <section aria-labelledby="admin-overview">
      <AdminHeading id="admin-overview">{t('admin.sections.overview.title')}</AdminHeading>
      <LoadState pending={overview.isPending} failed={overview.isError}>
        {() =>
          o && (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {[
                  [t('admin.overview.members'), o.members.total],
                  [t('admin.overview.mentees'), o.members.mentees],
                  [t('admin.overview.mentors'), o.members.mentors],
                  [t('admin.overview.newThisWeek'), o.members.newThisWeek],
                  [t('admin.overview.sessionsBooked'), o.sessions.booked],
                  [t('admin.overview.sessionsCompleted'), o.sessions.completed],
                  [t('admin.overview.articles'), o.articles],
                  [t('admin.overview.openReports'), o.openReports],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
                    <dt className="text-sm text-stone-700">{label}</dt>
                    <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <SignUpsChart weeks={o.signUpsByWeek} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
