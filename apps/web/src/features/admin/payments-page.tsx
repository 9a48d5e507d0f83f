import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_LISTS, type PaymentList } from '@prosper/shared/schemas/admin-payments';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePaymentList } from './api/payments.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { LoadState } from './components/load-state.tsx';
import { PaymentRow } from './components/payment-rows.tsx';

const isList = (v: string | null): v is PaymentList => PAYMENT_LISTS.includes(v as PaymentList);

/** One tab's list: newest first, a page at a time, or what the reference finds. */
function ListPanel({ list, q }: { list: PaymentList; q: string }) {
  const { t } = useTranslation();
  const query = usePaymentList(list, q);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div aria-busy={query.isPending} className="mt-4">
      <LoadState pending={query.isPending} failed={query.isError}>
        {() =>
          items.length === 0 ? (
            <p className="py-6 text-stone-700">{q ? t('adminPayments.noMatch') : t('adminPayments.none')}</p>
          ) : (
            <>
              <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                {items.map((row) => (
                  <PaymentRow key={row.id} list={list} row={row} />
                ))}
              </ul>
              {query.hasNextPage && (
                <Button variant="secondary" className="mt-4" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? t('admin.loadingMore') : t('adminPayments.more')}
                </Button>
              )}
            </>
          )
        }
      </LoadState>
    </div>
  );
}

/**
 * /admin/payments (decisions 051, 061): payments, refunds, no-show disputes, payouts and mismatches, one tab each,
 * found by a reference (ours or the provider's); open disputes are decided from here. The tab and
 * the reference live in the address.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.payments.title')} · ${t('admin.title')}`);
  const [params, setParams] = useSearchParams();
  const tab = isList(params.get('tab')) ? (params.get('tab') as PaymentList) : 'payments';
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="admin-payments">
      <AdminHeading id="admin-payments" lead={t('admin.sections.payments.lead')}>
        {t('admin.sections.payments.title')}
      </AdminHeading>
      <search>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: draft.trim() });
          }}
        >
          <Field label={t('adminPayments.search')} hint={t('adminPayments.searchHint')} className="min-w-64 flex-1">
            {({ id, describedBy }) => (
              <Input id={id} value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} aria-describedby={describedBy} />
            )}
          </Field>
          <Button type="submit">{t('adminPayments.searchButton')}</Button>
          {q && (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft('');
                set({ q: '' });
              }}
            >
              {t('adminPayments.clear')}
            </Button>
          )}
        </form>
      </search>
      <Tabs value={tab} onValueChange={(value) => set({ tab: value === 'payments' ? '' : value })} className="mt-6">
        <TabsList className="grid-cols-2 sm:grid-cols-5">
          {PAYMENT_LISTS.map((list) => (
            <TabsTrigger key={list} value={list}>
              {t(`adminPayments.tabs.${list}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {PAYMENT_LISTS.map((list) => (
          <TabsContent key={list} value={list}>
            {list === tab && <ListPanel list={list} q={q} />}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
