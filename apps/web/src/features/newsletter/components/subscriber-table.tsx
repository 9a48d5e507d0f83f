import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import type { Subscriber } from '@prosper/shared/schemas/newsletter';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateOf } from '../../../lib/date-time.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSubscribers } from '../api/subscribers.ts';

const name = (s: Subscriber) => [s.firstName, s.lastName].filter(Boolean).join(' ');

/** SPEC §2: 'Search subscribers...' and the table Email, Name, Subscribed, Source, Status, a page at a time. */
export function SubscriberTable() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SUGGESTION_DEBOUNCE_MS);
  const list = useSubscribers(q);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="subscribers-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="subscribers-title" className="text-xl font-semibold text-stone-900">
        {t('newsletter.subscribersTitle')}
      </h2>
      <search className="mt-4 block max-w-md">
        <Field label={t('newsletter.searchLabel')}>
          {({ control }) => (
            <Input
              {...control}
              type="search"
              placeholder={t('newsletter.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </Field>
      </search>
      <div aria-live="polite" aria-busy={list.isPending} className="mt-4">
        {list.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('newsletter.fetchFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="py-4 text-stone-700">{q ? t('newsletter.noMatches') : t('newsletter.noSubscribers')}</p>
        ) : (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls on a phone, and keyboard users must reach it to scroll it (WCAG 2.1.1) */}
            <section aria-label={t('newsletter.tableLabel')} tabIndex={0} className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <thead>
                  <tr className="border-b border-stone-300 text-left text-stone-700">
                    {(['columnEmail', 'columnName', 'columnSubscribed', 'columnSource', 'columnStatus'] as const).map((c) => (
                      <th key={c} scope="col" className="py-2 pr-3 font-medium">
                        {t(`newsletter.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((s) => (
                    <tr key={s.id} className="border-b border-stone-100">
                      <th scope="row" className="py-2 pr-3 text-left font-normal wrap-anywhere">
                        {s.email}
                      </th>
                      <td className="py-2 pr-3 wrap-anywhere">{name(s)}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{dateOf(s.subscribedAt)}</td>
                      <td className="py-2 pr-3">{s.source}</td>
                      <td className="py-2">
                        {t(
                          `newsletter.${s.status === 'active' ? 'statusActive' : s.status === 'pending' ? 'statusPending' : 'statusUnsubscribed'}`,
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {list.hasNextPage && (
              <Button variant="secondary" className="mt-4" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t('app.loading') : t('newsletter.loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
