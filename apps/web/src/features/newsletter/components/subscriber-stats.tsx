import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useExportSubscribers } from '../api/export.ts';
import { useSubscriberStats } from '../api/subscribers.ts';

/** SPEC §2: Total Subscribers, Active Subscribers, and Export Data with its button (disabled with no one to export). */
export function SubscriberStats() {
  const { t } = useTranslation();
  const stats = useSubscriberStats();
  const exportCsv = useExportSubscribers();
  const run = () =>
    exportCsv.mutate(undefined, {
      onSuccess: () => toast.success(t('newsletter.exported')),
      onError: (error) => toast.error(t('newsletter.exportFailed'), { description: error.message }),
    });
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString());
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <p className="text-sm font-medium text-stone-700">{t('newsletter.totalSubscribers')}</p>
        <p className="mt-2 text-3xl font-semibold text-brand-900 tabular-nums">{figure(stats.data?.total)}</p>
      </li>
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <p className="text-sm font-medium text-stone-700">{t('newsletter.activeSubscribers')}</p>
        <p className="mt-2 text-3xl font-semibold text-brand-900 tabular-nums">{figure(stats.data?.active)}</p>
      </li>
      <li className="rounded-xl border border-stone-200 bg-white p-5">
        <p className="text-sm font-medium text-stone-700">{t('newsletter.exportData')}</p>
        <Button
          className="mt-3"
          variant="secondary"
          disabled={!stats.data || stats.data.active === 0}
          aria-disabled={exportCsv.isPending || undefined}
          onClick={() => !exportCsv.isPending && run()}
        >
          <Download aria-hidden="true" className="size-4" />
          {exportCsv.isPending ? t('newsletter.exporting') : t('newsletter.exportCsv')}
        </Button>
      </li>
    </ul>
  );
}
