import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { callingCodeParams, type SmsCountry, smsCountryInputSchema } from '@prosper/shared/schemas/sms';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { smsCountriesQuery, useAllowSmsCountry, useDisallowSmsCountry } from '../api/countries.ts';
import { LoadState } from './load-state.tsx';

type Errors = Partial<Record<'callingCode' | 'name' | 'form', string>>;

/** The countries we may text, by calling code: allow one (or rename it), stop one after a confirmation. */
export function SmsCountriesPanel() {
  const { t } = useTranslation();
  const list = useQuery(smsCountriesQuery);
  const allow = useAllowSmsCountry();
  const disallow = useDisallowSmsCountry();
  const [callingCode, setCallingCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [stopping, setStopping] = useState<SmsCountry | null>(null);
  const byCode = [...(list.data?.countries ?? [])].sort((a, b) => Number(a.callingCode) - Number(b.callingCode));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const code = callingCodeParams.shape.id.safeParse(callingCode.trim().replace(/^\+/, ''));
    if (!code.success) found.callingCode = code.error.issues[0]?.message;
    const named = smsCountryInputSchema.safeParse({ name });
    if (!named.success) found.name = named.error.issues[0]?.message;
    if (!code.success || !named.success) return setErrors(found);
    setErrors({});
    allow.mutate(
      { callingCode: code.data, name: named.data.name },
      {
        onSuccess: () => {
          toast.success(t('admin.countries.smsAllowed'));
          setCallingCode('');
          setName('');
        },
        onError: (error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
      },
    );
  };

  return (
    <section aria-labelledby="countries-sms" className="mt-8">
      <h3 id="countries-sms" className="text-lg font-semibold text-brand-900">
        {t('admin.countries.smsTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('admin.countries.smsLead')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 grid gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
      >
        <Field label={t('admin.countries.callingCode')} hint={t('admin.countries.callingCodeHint')} error={errors.callingCode}>
          {({ control }) => (
            <Input {...control} inputMode="numeric" maxLength={5} value={callingCode} onChange={(e) => setCallingCode(e.target.value)} />
          )}
        </Field>
        <Field label={t('admin.countries.countryName')} error={errors.name}>
          {({ control }) => <Input {...control} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={allow.isPending}>
          {t('admin.countries.allowSms')}
        </Button>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {errors.form}
          </p>
        )}
      </form>
      <LoadState pending={list.isPending} failed={list.isError}>
        {() =>
          byCode.length === 0 ? (
            <p className="mt-3 text-sm text-stone-700">{t('admin.countries.noSms')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {byCode.map((country) => (
                <li key={country.callingCode} className="flex flex-wrap items-center gap-2 p-3">
                  <p className="min-w-0 flex-1 text-stone-900 wrap-anywhere">
                    <span className="font-medium">+{country.callingCode}</span> {country.name}
                  </p>
                  <Button variant="secondary" onClick={() => setStopping(country)}>
                    {t('admin.countries.disallowSms', { country: country.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <LazyConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('admin.countries.disallowConfirm')}
        text={stopping ? t('admin.countries.disallowText', { code: stopping.callingCode }) : ''}
        confirm={stopping ? t('admin.countries.disallowSms', { country: stopping.name }) : ''}
        cancel={t('admin.countries.cancel')}
        onConfirm={() =>
          stopping &&
          disallow.mutate(stopping.callingCode, {
            onSuccess: () => toast.success(t('admin.countries.smsDisallowed')),
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </section>
  );
}
