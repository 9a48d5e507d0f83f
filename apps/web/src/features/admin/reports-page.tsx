import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReportQueue } from './api/reports.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { LoadState } from './components/load-state.tsx';
import { ReportQueueItem } from './components/report-queue-item.tsx';

const HEADING_ID = 'admin-reports';

/** A resolved item leaves the list and its buttons with it: the focus goes back to the page's heading. */
function focusHeading() {
  const heading = document.getElementById(HEADING_ID);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** /admin/reports: the moderation queue (decision 034), open reports one item per reported thing, oldest first. */
export default function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.reports.title')} · ${t('admin.title')}`);
  const queue = useReportQueue();
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby={HEADING_ID}>
      <AdminHeading id={HEADING_ID} lead={t('reports.queueLead')}>
        {t('admin.sections.reports.title')}
      </AdminHeading>
      <div aria-busy={queue.isPending}>
        <LoadState pending={queue.isPending} failed={queue.isError}>
          {() =>
            items.length === 0 ? (
              <p className="py-6 text-stone-700">{t('reports.empty')}</p>
            ) : (
              <>
                <ul className="space-y-4">
                  {items.map((item) => (
                    <li key={`${item.contentType}:${item.contentId}`}>
                      <ReportQueueItem item={item} onResolved={focusHeading} />
                    </li>
                  ))}
                </ul>
                {queue.hasNextPage && (
                  <Button
                    variant="secondary"
                    className="mt-4"
                    disabled={queue.isFetchingNextPage}
                    onClick={() => void queue.fetchNextPage()}
                  >
                    {queue.isFetchingNextPage ? t('admin.loadingMore') : t('reports.more')}
                  </Button>
                )}
              </>
            )
          }
        </LoadState>
      </div>
    </section>
  );
}
