import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHARGE_CURRENCY_CODES } from '@prosper/shared/constants/charge-currencies';
import {
  CHARGE_RATE_MAX,
  CHARGE_RATE_MIN,
  type ChargeRate,
  type ChargeRateCurrency,
  type ChargeRateInput,
  chargeRateInputSchema,
} from '@prosper/shared/schemas/charge-rates';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { dateOf, dateTimeOf } from '../../../lib/date-time.ts';
import { chargeRatesQuery, useSetChargeRate } from '../api/countries.ts';
import { LoadState } from './load-state.tsx';

type Errors = Partial<Record<keyof ChargeRateInput | 'form', string>>;

/** Today in the admin's own calendar, as a date input gives it (YYYY-MM-DD). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function RateLine({ rate }: { rate: ChargeRate }) {
  const { t } = useTranslation();
  return (
    <li className="py-1 text-sm text-stone-800">
      <span className="font-medium">{rate.rate}</span> · <time dateTime={rate.effectiveFrom}>{dateTimeOf(rate.effectiveFrom)}</time>
      {rate.setBy && (
        <span className="text-stone-600">
          {' '}
          · {t('admin.countries.setBy')} {rate.setBy}
        </span>
      )}
    </li>
  );
}

function CurrencyCard({ entry }: { entry: ChargeRateCurrency }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <p className="text-sm font-semibold text-stone-900">{entry.currency}</p>
      <p className="text-2xl font-semibold text-brand-900">
        {entry.current ? entry.current.rate : <span className="text-base text-stone-700">{t('admin.countries.noRate')}</span>}
      </p>
      {entry.current && (
        <p className="text-xs text-stone-600">
          {t('admin.countries.current')} · <time dateTime={entry.current.effectiveFrom}>{dateOf(entry.current.effectiveFrom)}</time>
        </p>
      )}
      {entry.scheduled.map((r) => (
        <p key={r.id} className="mt-1 text-sm text-stone-800">
          {t('admin.countries.scheduled', { date: dateOf(r.effectiveFrom) })}: <span className="font-medium">{r.rate}</span>
        </p>
      ))}
      {entry.history.length > 0 && (
        <details className="mt-2">
          <summary className="tap-target cursor-pointer text-sm text-brand-800 underline">
            {t('admin.countries.history', { currency: entry.currency })}
          </summary>
          <ul>
            {entry.history.map((r) => (
              <RateLine key={r.id} rate={r} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** Charge rates: the rate in force per currency with its history, and a form to set a new one from a date. */
export function ChargeRatesPanel() {
  const { t } = useTranslation();
  const rates = useQuery(chargeRatesQuery);
  const save = useSetChargeRate();
  const [currency, setCurrency] = useState<string>(CHARGE_CURRENCY_CODES[0] ?? 'NGN');
  const [rate, setRate] = useState('');
  const [from, setFrom] = useState(today());
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Today applies at once; a later day from its start in the admin's time zone.
    const effectiveFrom = from && from !== today() ? new Date(`${from}T00:00`).toISOString() : undefined;
    if (effectiveFrom && Number.isNaN(Date.parse(effectiveFrom))) return setErrors({ effectiveFrom: t('admin.countries.rateInPast') });
    const checked = chargeRateInputSchema.safeParse({ currency, rate, effectiveFrom });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('admin.countries.rateSaved'));
        setRate('');
        setFrom(today());
      },
      onError: (error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
    });
  };

  return (
    <section aria-labelledby="countries-rates" className="mt-8">
      <h3 id="countries-rates" className="text-lg font-semibold text-brand-900">
        {t('admin.countries.ratesTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('admin.countries.ratesLead')}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="countries-rates-form"
        className="mt-3 rounded-xl border border-stone-200 bg-white p-3"
      >
        <h4 id="countries-rates-form" className="font-medium text-stone-900">
          {t('admin.countries.setRate', { currency })}
        </h4>
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
          <Field label={t('admin.countries.currency')} error={errors.currency}>
            {({ control }) => (
              <Select {...control} value={currency} onChange={(e) => setCurrency(e.target.value)}>
                {CHARGE_CURRENCY_CODES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('admin.countries.rate')}
            hint={t('admin.countries.rateHint', { min: CHARGE_RATE_MIN, max: CHARGE_RATE_MAX.toLocaleString('en') })}
            error={errors.rate}
          >
            {({ control }) => (
              <Input {...control} inputMode="decimal" maxLength={13} value={rate} onChange={(e) => setRate(e.target.value)} />
            )}
          </Field>
          <Field label={t('admin.countries.appliesFrom')} hint={t('admin.countries.appliesFromHint')} error={errors.effectiveFrom}>
            {({ control }) => <Input {...control} type="date" min={today()} value={from} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
            {t('admin.countries.save')}
          </Button>
        </div>
        {errors.form && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errors.form}
          </p>
        )}
      </form>
      <LoadState pending={rates.isPending} failed={rates.isError}>
        {() => (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rates.data!.currencies.map((entry) => (
              <CurrencyCard key={entry.currency} entry={entry} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
