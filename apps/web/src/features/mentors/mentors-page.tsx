import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CURRENCIES, DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { toUsdCents } from '@prosper/shared/rules/money';
import { MENTOR_SORTS } from '@prosper/shared/constants/mentor-sorts';
import { LiveRegion } from '../../components/live-region.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { type MentorFilters, useFilterOptions, useMentorSearch } from './api/mentors.ts';
import { MentorCard } from './components/mentor-card.tsx';

const SELECTS = ['skill', 'country', 'language', 'field'] as const;
const RATES = ['minRate', 'maxRate'] as const;
const OPTION_LISTS = { skill: 'skills', country: 'countries', language: 'languages', field: 'fields' } as const;

function readFilters(params: URLSearchParams): MentorFilters {
  const get = (key: string) => params.get(key) ?? '';
  return {
    q: get('q'),
    skill: get('skill'),
    country: get('country'),
    language: get('language'),
    field: get('field'),
    minRate: get('minRate'),
    maxRate: get('maxRate'),
    free: get('free') === 'true',
    sort: get('sort'),
  };
}

/** /mentors: search by words and filters kept in the URL, so a search can be shared. */
export default function MentorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('mentors.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const options = useFilterOptions();
  const results = useMentorSearch(filters);
  const [words, setWords] = useState(filters.q);
  const searchBox = useRef<HTMLInputElement>(null);
  // On a phone the filters fold away so the results show first.
  const [showFilters, setShowFilters] = useState(false);
  const debouncedWords = useDebouncedValue(words, SUGGESTION_DEBOUNCE_MS);

  const setFilter = (key: keyof MentorFilters, value: string | boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || value === false) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: true },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing changes the words in the URL
  useEffect(() => {
    if (debouncedWords.trim() !== filters.q) setFilter('q', debouncedWords.trim());
  }, [debouncedWords]);

  // Prices are typed in the member's currency and kept in the URL as US cents.
  const rateInput = (key: 'minRate' | 'maxRate') => {
    const cents = filters[key];
    return cents === '' ? '' : String(Math.round((Number(cents) / 100) * CURRENCIES[currency].rate));
  };
  const setRate = (key: 'minRate' | 'maxRate', text: string) => {
    const amount = Number(text);
    setFilter(key, text.trim() === '' || Number.isNaN(amount) || amount < 0 ? '' : String(toUsdCents(amount, currency)));
  };

  const active = [
    ...SELECTS.filter((k) => filters[k] !== '').map((k) => ({ key: k, label: filters[k] })),
    ...RATES.filter((k) => filters[k] !== '').map((k) => ({ key: k, label: `${t(`mentors.${k}`, { currency })}: ${rateInput(k)}` })),
    ...(filters.free ? [{ key: 'free' as const, label: t('mentors.freeOnly') }] : []),
  ];
  // Every filter goes; the words and the order stay, as they are not filters.
  const clearFilters = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams();
        for (const kept of ['q', 'sort']) {
          const value = current.get(kept);
          if (value) next.set(kept, value);
        }
        return next;
      },
      { replace: true },
    );
    // The button goes with the filters: the focus goes back to the search.
    searchBox.current?.focus();
  };
  const mentors = results.data?.pages.flatMap((p) => p.items) ?? [];
  // The API pages by number and says only whether another page exists, so the count is what is loaded, '+' while more exist.
  const searched = active.length > 0 || filters.q !== '';
  const summary = results.hasNextPage
    ? t('mentors.resultsMore', { count: mentors.length })
    : mentors.length > 0
      ? t('mentors.results', { count: mentors.length })
      : searched
        ? t('mentors.none')
        : t('mentors.noneYet');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('mentors.title')}</h1>
      <p className="mt-1 text-stone-700">{t('mentors.lead')}</p>

      <search className="mt-6 block rounded-xl border border-stone-200 bg-white p-4">
        <Field label={t('mentors.searchLabel')}>
          {({ id }) => (
            <div className="relative">
              <Search aria-hidden="true" className="absolute top-2.5 left-3 size-5 text-stone-500" />
              <Input
                ref={searchBox}
                id={id}
                type="search"
                className="pl-10"
                placeholder={t('mentors.searchPlaceholder')}
                value={words}
                onChange={(e) => setWords(e.target.value)}
              />
            </div>
          )}
        </Field>
        <Button
          variant="secondary"
          className="mt-3 w-full md:hidden"
          aria-expanded={showFilters}
          aria-controls="mentor-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('mentors.showFilters')}
          {active.length > 0 && ` (${active.length})`}
        </Button>
        <div id="mentor-filters" className={`${showFilters ? 'block' : 'hidden'} md:block`}>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SELECTS.map((key) => (
              <Field key={key} label={t(`mentors.filters.${key}`)}>
                {({ id }) => (
                  <Select id={id} value={filters[key]} onChange={(e) => setFilter(key, e.target.value)}>
                    <option value="">{t('mentors.any')}</option>
                    {(options.data?.[OPTION_LISTS[key]] ?? []).map((o) => (
                      <option key={o}>{o}</option>
                    ))}
                  </Select>
                )}
              </Field>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            {RATES.map((key) => (
              <Field key={key} label={t(`mentors.${key}`, { currency })}>
                {({ id }) => (
                  // Keyed by the value in the URL, so removing the filter elsewhere empties the field.
                  <Input
                    key={filters[key]}
                    id={id}
                    inputMode="decimal"
                    className="w-32"
                    defaultValue={rateInput(key)}
                    onBlur={(e) => setRate(key, e.target.value)}
                  />
                )}
              </Field>
            ))}
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-800"
                checked={filters.free}
                onChange={(e) => setFilter('free', e.target.checked)}
              />
              {t('mentors.freeOnly')}
            </label>
          </div>
        </div>
      </search>

      {active.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label={t('mentors.activeFilters')}>
            {active.map((f) => (
              <li key={f.key}>
                <Button variant="secondary" className="min-h-8 rounded-full py-1 text-xs" onClick={() => setFilter(f.key, '')}>
                  {f.label}
                  <X aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('mentors.removeFilter')}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="link" className="min-h-8 underline underline-offset-2" onClick={clearFilters}>
            {t('mentors.clearFilters')}
          </Button>
        </div>
      )}

      <section aria-busy={results.isPending} className="mt-6">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          {/* Said on load and after every search, the same count too; the cards are never read out by themselves. */}
          <LiveRegion
            message={results.isSuccess ? summary : ''}
            turn={params.toString()}
            className="min-h-5 text-sm font-medium text-stone-700"
          />
          <Field label={t('mentors.sortBy')} className="w-full sm:w-56">
            {({ id }) => (
              <Select
                id={id}
                value={filters.sort || 'relevance'}
                onChange={(e) => setFilter('sort', e.target.value === 'relevance' ? '' : e.target.value)}
              >
                {MENTOR_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`mentors.sorts.${sort}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {results.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : results.isError ? (
          <p role="alert">{results.error.message}</p>
        ) : mentors.length === 0 ? (
          searched && (
            <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
              <p className="text-stone-700">{t('mentors.noneHint')}</p>
              {active.length > 0 && (
                <Button variant="secondary" className="mt-4" onClick={clearFilters}>
                  {t('mentors.clearFilters')}
                </Button>
              )}
            </div>
          )
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {mentors.map((m) => (
                <li key={m.id}>
                  <MentorCard mentor={m} currency={currency} />
                </li>
              ))}
            </ul>
            {results.hasNextPage && (
              <div className="mt-6 text-center">
                <Button variant="secondary" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
                  {results.isFetchingNextPage ? t('app.loading') : t('mentors.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
