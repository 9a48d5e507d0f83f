import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDownloadEarnings, useMentorEarnings } from '../api/earnings.ts';
import { EarningsByCurrency } from './earnings-by-currency.tsx';

/**
 * The mentor's money through Prosper Mentor (issue 27 item 6, decision 056): paid, refunded, paid
 * out and pending by month and currency over the last 12 months, whatever range the figures above
 * show, with the same figures as a CSV download.
 */
export function EarningsSection() {
  const { t } = useTranslation();
  const earnings = useMentorEarnings();
  const download = useDownloadEarnings();
  const run = () =>
    download.mutate(undefined, { onError: (error) => toast.error(t('analytics.downloadFailed'), { description: error.message }) });
  return (
    <section aria-labelledby="earnings-by-currency" className="mt-8 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="earnings-by-currency" className="text-lg font-semibold">
            {t('analytics.money')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('analytics.moneyLead')}</p>
        </div>
        <Button
          variant="secondary"
          disabled={!earnings.data || earnings.data.months.length === 0}
          aria-disabled={download.isPending || undefined}
          onClick={() => !download.isPending && run()}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? t('analytics.downloading') : t('analytics.downloadCsv')}
        </Button>
      </div>
      <div className="mt-4">
        {earnings.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : earnings.isError ? (
          <p role="alert" className="text-sm">
            {t('analytics.moneyFailed')}: {earnings.error.message}
          </p>
        ) : earnings.data.months.length === 0 ? (
          <p className="text-sm text-stone-600">{t('analytics.noMoney')}</p>
        ) : (
          <EarningsByCurrency months={earnings.data.months} />
        )}
      </div>
    </section>
  );
}
