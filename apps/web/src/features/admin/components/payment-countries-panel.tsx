import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PaymentCountry } from '@prosper/shared/schemas/payment-countries';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { paymentCountriesQuery, useRemovePaymentCountry } from '../api/countries.ts';
import { LoadState } from './load-state.tsx';
import { PaymentCountryDialog } from './payment-country-dialog.tsx';

/** Payments by country: each country's provider, currency and fee estimate, to add, change or remove. */
export function PaymentCountriesPanel() {
  const { t } = useTranslation();
  const list = useQuery(paymentCountriesQuery);
  const remove = useRemovePaymentCountry();
  const [editing, setEditing] = useState<null | 'new' | PaymentCountry>(null);
  const [removing, setRemoving] = useState<PaymentCountry | null>(null);

  return (
    <section aria-labelledby="countries-payments" className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id="countries-payments" className="text-lg font-semibold text-brand-900">
            {t('admin.countries.paymentsTitle')}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{t('admin.countries.paymentsLead')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.countries.addCountry')}
        </Button>
      </div>
      <LoadState pending={list.isPending} failed={list.isError}>
        {() =>
          list.data!.countries.length === 0 ? (
            <p className="mt-3 text-sm text-stone-700">{t('admin.countries.noCountries')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {list.data!.countries.map((country) => (
                <li key={country.code} className="flex flex-wrap items-center gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-stone-900 wrap-anywhere">
                      {country.name} <span className="text-stone-600">({country.code})</span>
                    </p>
                    <p className="text-sm text-stone-700">
                      {t(`admin.countries.providers.${country.provider}`)} · {country.currency} · {country.feeBasisPoints} bp
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={t('admin.countries.changeCountry', { country: country.name })}
                    onClick={() => setEditing(country)}
                  >
                    {t('admin.countries.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('admin.countries.removeCountry', { country: country.name })}
                    onClick={() => setRemoving(country)}
                  >
                    {t('admin.countries.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      {editing && (
        <PaymentCountryDialog
          key={editing === 'new' ? 'new' : editing.code}
          country={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <LazyConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('admin.countries.removeCountryConfirm')}
        text={removing ? t('admin.countries.removeCountryText', { country: removing.name }) : ''}
        confirm={t('admin.countries.remove')}
        cancel={t('admin.countries.cancel')}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.code, {
            onSuccess: () => toast.success(t('admin.countries.countryRemoved')),
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </section>
  );
}
