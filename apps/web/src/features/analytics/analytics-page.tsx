import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { DATE_RANGE_PRESETS, type DateRangePreset, presetRange } from '@prosper/shared/rules/date-range';
import { isIsoDate } from '@prosper/shared/rules/dates';
import { dateInZone } from '@prosper/shared/rules/slot-days';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { viewerZone } from '../../lib/viewer-zone.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useMentorAnalytics } from './api/analytics.ts';
import { EarningsChart } from './components/earnings-chart.tsx';
import { EarningsSection } from './components/earnings-section.tsx';
import { EarningsTable } from './components/earnings-table.tsx';
import { FigureTiles } from './components/figure-tiles.tsx';
import { RangeChoice, type RangeChoiceValue } from './components/range-choice.tsx';
import { dateOf } from '../../lib/date-time.ts';

const dateText = (date: string) => dateOf(`${date}T12:00:00Z`, 'UTC');

/** The range in the address (?range=90d, or ?range=custom&from=…&to=…), so a view can be kept and shared. */
function readRange(params: URLSearchParams, today: string): RangeChoiceValue {
  const range = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (range === 'custom' && isIsoDate(from) && isIsoDate(to) && from <= to) return { preset: 'custom', from, to };
  const preset: DateRangePreset = DATE_RANGE_PRESETS.includes(range as DateRangePreset) ? (range as DateRangePreset) : '30d';
  return { preset, ...presetRange(preset, today) };
}

/**
 * /analytics (mentors only): a mentor's own profile views, requests, sessions, hours, rating and
 * earnings over a chosen range, with earnings by month as a chart across the card and a table below;
 * then their money through Prosper Mentor by month and currency, with its CSV (decision 056).
 */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('analytics.title'));
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const today = dateInZone(Date.now(), viewerZone());
  const [params, setParams] = useSearchParams();
  const range = readRange(params, today);
  const figures = useMentorAnalytics(range.from, range.to);
  const change = (next: RangeChoiceValue) =>
    setParams(next.preset === 'custom' ? { range: 'custom', from: next.from, to: next.to } : { range: next.preset }, { replace: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">{t('analytics.title')}</h1>
      <p className="mt-1 text-stone-700">{t('analytics.lead')}</p>
      <div className="mt-6">
        <RangeChoice value={range} onChange={change} today={today} />
      </div>
      {figures.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : figures.isError ? (
        <div role="alert" className="py-10 text-center">
          <p className="font-medium">{t('analytics.failedToLoad')}</p>
          <p className="mt-1 text-sm text-stone-700">{figures.error.message}</p>
        </div>
      ) : (
        <div aria-busy={figures.isPlaceholderData} className={figures.isPlaceholderData ? 'opacity-60' : undefined}>
          <h2 className="mt-8 mb-3 text-lg font-semibold">
            {t('analytics.figures', { from: dateText(figures.data.from), to: dateText(figures.data.to) })}
          </h2>
          <FigureTiles totals={figures.data.totals} currency={currency} />
          <section aria-labelledby="earnings-by-month" className="mt-8 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
            <h2 id="earnings-by-month" className="mb-4 text-lg font-semibold">
              {t('analytics.earningsByMonth')}
            </h2>
            {figures.data.months.length === 0 ? (
              <p className="text-sm text-stone-600">{t('analytics.noMonths')}</p>
            ) : (
              <div className="space-y-6">
                <EarningsChart months={figures.data.months} currency={currency} />
                <EarningsTable months={figures.data.months} currency={currency} />
              </div>
            )}
          </section>
        </div>
      )}
      <EarningsSection />
    </div>
  );
}
