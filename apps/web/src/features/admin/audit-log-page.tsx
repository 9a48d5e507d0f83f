import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAuditLog } from './api/audit-log.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { AuditEntryLine } from './components/audit-entry-line.tsx';
import { LoadState } from './components/load-state.tsx';

/** /admin/audit-log: every admin action, newest first, a page at a time. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.auditLog.title')} · ${t('admin.title')}`);
  const log = useAuditLog();
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="admin-audit-log">
      <AdminHeading id="admin-audit-log" lead={t('admin.sections.auditLog.lead')}>
        {t('admin.sections.auditLog.title')}
      </AdminHeading>
      <div aria-busy={log.isPending}>
        <LoadState pending={log.isPending} failed={log.isError}>
          {() =>
            items.length === 0 ? (
              <p className="py-6 text-stone-700">{t('admin.audit.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
                  {items.map((entry) => (
                    <li key={entry.id}>
                      <AuditEntryLine entry={entry} />
                    </li>
                  ))}
                </ul>
                {log.hasNextPage && (
                  <Button variant="secondary" className="mt-4" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                    {log.isFetchingNextPage ? t('admin.loadingMore') : t('admin.loadMore')}
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
