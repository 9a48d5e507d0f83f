import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_WINDOWS } from '@prosper/shared/schemas/monitoring';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAdminHealth } from './api/health.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { ChannelHealth } from './components/channel-health.tsx';
import { ErrorsTable, VitalsTable, vitalValue } from './components/health-tables.tsx';
import { LoadState } from './components/load-state.tsx';

/** /admin/health: field performance and errors for the last day, week or four weeks (decision 041); the notification channels' last 7 days (issue 28). */
export default function HealthPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.health.title')} · ${t('admin.title')}`);
  const [days, setDays] = useState<string>('7');
  const health = useAdminHealth(days);
  const report = health.data;
  return (
    <section aria-labelledby="admin-health">
      <AdminHeading id="admin-health">{t('admin.sections.health.title')}</AdminHeading>
      <Tabs value={days} onValueChange={setDays}>
        <TabsList aria-label={t('admin.health.window')} className="mb-4 grid-cols-3">
          {HEALTH_WINDOWS.map((d) => (
            <TabsTrigger key={d} value={d}>
              {t(`admin.health.days.${d}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={days} className="space-y-8">
          <LoadState pending={health.isPending} failed={health.isError}>
            {() =>
              report && (
                <>
                  <div className="space-y-2">
                    <h3 className="text-lg font-semibold">{t('admin.health.vitalsTitle')}</h3>
                    <p className="text-sm text-stone-700">{t('admin.health.vitalsLead')}</p>
                    <VitalsTable vitals={report.vitals} />
                  </div>
                  <div className="space-y-2">
                    <h3 className="text-lg font-semibold">{t('admin.health.slowestTitle')}</h3>
                    <p className="text-sm text-stone-700">{t('admin.health.slowestLead')}</p>
                    {report.slowestPages.length === 0 ? (
                      <p className="text-sm text-stone-700">{t('admin.health.noVitals')}</p>
                    ) : (
                      <ol className="list-decimal space-y-1 pl-6 text-sm">
                        {report.slowestPages.map((p) => (
                          <li key={p.page} className="wrap-anywhere">
                            {p.page}: {vitalValue('LCP', p.lcpP75)} ({p.count} {t('admin.health.reports').toLowerCase()})
                          </li>
                        ))}
                      </ol>
                    )}
                  </div>
                  <div className="space-y-2">
                    <h3 className="text-lg font-semibold">{t('admin.health.errorsTitle')}</h3>
                    <ErrorsTable errors={report.errors} />
                  </div>
                </>
              )
            }
          </LoadState>
        </TabsContent>
      </Tabs>
      <div className="mt-8">
        <ChannelHealth />
      </div>
    </section>
  );
}
