import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHARGE_CURRENCY_CODES } from '@prosper/shared/constants/charge-currencies';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import {
  countryCode,
  FEE_BASIS_POINTS_MAX,
  PAYMENT_PROVIDERS,
  type PaymentCountry,
  type PaymentCountryInput,
  paymentCountryInputSchema,
} from '@prosper/shared/schemas/payment-countries';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetPaymentCountry } from '../api/countries.ts';

type Errors = Partial<Record<keyof PaymentCountryInput | 'code' | 'form', string>>;

/** An admin's form for one payment country, in a dialog: a new one (with its code) or a change of one. */
export function PaymentCountryDialog({ country, onClose }: { country: PaymentCountry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetPaymentCountry();
  const [code, setCode] = useState(country?.code ?? '');
  const [name, setName] = useState<string>(country?.name ?? '');
  const [provider, setProvider] = useState<string>(country?.provider ?? 'paystack');
  const [currency, setCurrency] = useState<string>(country?.currency ?? CHARGE_CURRENCY_CODES[0] ?? 'NGN');
  const [fee, setFee] = useState(String(country?.feeBasisPoints ?? 0));
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const found: Errors = {};
    const checkedCode = countryCode.safeParse(code.trim().toUpperCase());
    if (!checkedCode.success) found.code = checkedCode.error.issues[0]?.message;
    const checked = paymentCountryInputSchema.safeParse({
      name,
      provider,
      currency,
      feeBasisPoints: fee.trim() === '' ? Number.NaN : Number(fee),
    });
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!checked.success || !checkedCode.success) return setErrors(found);
    setErrors({});
    save.mutate(
      { code: checkedCode.data, ...checked.data },
      {
        onSuccess: () => {
          toast.success(t('admin.countries.countrySaved'));
          onClose();
        },
        onError: (error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={country ? t('admin.countries.changeCountry', { country: country.name }) : t('admin.countries.addCountry')}
      closeLabel={t('admin.countries.close')}
    >
      <DialogForm
        onSubmit={submit}
        failure={errors.form}
        cancelLabel={t('admin.countries.cancel')}
        onCancel={onClose}
        submitLabel={t('admin.countries.save')}
        pending={save.isPending}
      >
        <Field label={t('admin.countries.country')} error={errors.name}>
          {({ control }) => (
            <Select {...control} value={name} onChange={(e) => setName(e.target.value)}>
              <option value="">—</option>
              {COUNTRIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.countries.code')} hint={t('admin.countries.codeHint')} error={errors.code}>
          {({ control }) => (
            <Input
              {...control}
              value={code}
              maxLength={2}
              autoCapitalize="characters"
              disabled={country !== null}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin.countries.provider')} error={errors.provider}>
            {({ control }) => (
              <Select {...control} value={provider} onChange={(e) => setProvider(e.target.value)}>
                {PAYMENT_PROVIDERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.countries.providers.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
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
        </div>
        <Field label={t('admin.countries.fee')} hint={t('admin.countries.feeHint')} error={errors.feeBasisPoints}>
          {({ control }) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={FEE_BASIS_POINTS_MAX}
              value={fee}
              onChange={(e) => setFee(e.target.value)}
            />
          )}
        </Field>
      </DialogForm>
    </Dialog>
  );
}
