import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MAX_PAYMENT_METHODS,
  MOMO_COUNTRY_NAMES,
  PAYMENT_METHOD_KINDS,
  type PaymentMethodKind,
  type PaymentMethodsView,
  paymentMethodsSchema,
} from '@prosper/shared/schemas/payment-method';
import { LATE_CANCEL_REFUNDS, type LateCancelRefund } from '@prosper/shared/constants/charge-currencies';
import { Button } from '../../../components/ui/button.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';
import { usePaymentMethods, useSavePaymentMethods } from '../api/payment-methods.ts';

/** A method as the form holds it: its kind and the text of each of its fields. */
type Draft = { kind: PaymentMethodKind } & Record<string, string>;

type FieldLabel = 'tillNumber' | 'phone' | 'country' | 'bankName' | 'accountName' | 'accountNumber' | 'branch' | 'swift' | 'paypal';
type FieldSpec = {
  name: string;
  label: `payments.${FieldLabel}`;
  hint?: 'payments.tillHint' | 'payments.phoneHint';
  type?: 'tel';
  inputMode?: 'numeric' | 'email';
};

/** The fields of each kind, in the order a mentor fills them; the labels are catalog keys. */
const FIELDS: Record<PaymentMethodKind, FieldSpec[]> = {
  mpesa: [
    { name: 'tillNumber', label: 'payments.tillNumber', hint: 'payments.tillHint', inputMode: 'numeric' },
    { name: 'phone', label: 'payments.phone', hint: 'payments.phoneHint', type: 'tel' },
  ],
  momo: [
    { name: 'country', label: 'payments.country' },
    { name: 'phone', label: 'payments.phone', hint: 'payments.phoneHint', type: 'tel' },
  ],
  bank: [
    { name: 'bankName', label: 'payments.bankName' },
    { name: 'accountName', label: 'payments.accountName' },
    { name: 'accountNumber', label: 'payments.accountNumber' },
    { name: 'branch', label: 'payments.branch' },
    { name: 'swift', label: 'payments.swift' },
  ],
  // Text rather than email: a paypal.me link is welcome too.
  paypal: [{ name: 'address', label: 'payments.paypal', inputMode: 'email' }],
};

const blank = (kind: PaymentMethodKind): Draft => ({ kind, ...Object.fromEntries(FIELDS[kind].map((f) => [f.name, ''])) }) as Draft;

/** The field that shows an issue: 'methods.0.phone' for the first method's phone. */
const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The Getting paid tab of a mentor's /sessions: loaded when the tab first opens. */
export default function PaymentMethodsForm() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  if (methods.isPending) return <Spinner label={t('app.loading')} />;
  if (methods.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {methods.error.message}
      </p>
    );
  }
  return <Editor initial={methods.data} />;
}

/**
 * How a mentor takes direct payment: M-Pesa, MTN MoMo, bank transfer, PayPal, any of them, each
 * with its details, checked by the schema the server uses. Mentees see them only on a paid
 * session the mentor confirmed, until it is paid.
 */
function Editor({ initial }: { initial: PaymentMethodsView }) {
  const { t } = useTranslation();
  const save = useSavePaymentMethods();
  const [drafts, setDrafts] = useState<Draft[]>(() => initial.methods as Draft[]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [late, setLate] = useState<LateCancelRefund>(initial.lateCancelRefund);
  const saved = save.data ?? initial;
  const kindName = (kind: PaymentMethodKind) => t(`payments.kinds.${kind}`);
  // Numbered within their kind, so two bank accounts read "Bank transfer 1" and "Bank transfer 2".
  const numberOf = (i: number) => drafts.slice(0, i + 1).filter((d) => d.kind === drafts[i]!.kind).length;

  const change = (i: number, name: string, value: string) => {
    setDrafts((all) => all.map((d, k) => (k === i ? { ...d, [name]: value } : d)));
    setErrors({});
  };
  const submit = () => {
    const parsed = paymentMethodsSchema.safeParse({ methods: drafts, lateCancelRefund: late });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, fieldOf));
      toast.error(t('payments.saveFailed'), { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDrafts(answer.methods as Draft[]);
        toast.success(t('payments.saved'));
      },
      onError: (error) => {
        setErrors(serverFieldMessages(error));
        toast.error(t('payments.saveFailed'), { description: error.message });
      },
    });
  };

  return (
    <FormCard
      title={t('payments.title')}
      lead={t('payments.lead')}
      onSubmit={submit}
      submitLabel={save.isPending ? t('payments.saving') : t('payments.save')}
      busy={save.isPending}
    >
      {saved.chargesForSessions && saved.methods.length === 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('payments.chargeWithoutMethod')}
        </p>
      )}
      {!saved.chargesForSessions && <p className="text-sm text-stone-700">{t('payments.freeMentor')}</p>}

      {drafts.length === 0 && <p className="text-sm text-stone-600">{t('payments.noMethods')}</p>}
      {drafts.map((draft, i) => {
        const heading = t('payments.methodHeading', { kind: kindName(draft.kind), n: numberOf(i) });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: methods have no id; their place is what the errors name.
          <fieldset key={i} className="space-y-4 rounded-lg border border-stone-200 p-4 pt-2">
            <legend className="px-1 font-semibold text-brand-900">{heading}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS[draft.kind].map((spec) => (
                <Field
                  key={spec.name}
                  label={t(spec.label)}
                  hint={spec.hint ? t(spec.hint) : undefined}
                  error={errors[`methods.${i}.${spec.name}`]}
                >
                  {({ id: fieldId, describedBy }) =>
                    spec.name === 'country' ? (
                      <Select
                        id={fieldId}
                        aria-describedby={describedBy}
                        aria-invalid={errors[`methods.${i}.country`] ? true : undefined}
                        value={draft.country ?? ''}
                        onChange={(e) => change(i, 'country', e.target.value)}
                      >
                        <option value="">{t('payments.chooseCountry')}</option>
                        {MOMO_COUNTRY_NAMES.map((country) => (
                          <option key={country}>{country}</option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        id={fieldId}
                        aria-describedby={describedBy}
                        aria-invalid={errors[`methods.${i}.${spec.name}`] ? true : undefined}
                        type={spec.type ?? 'text'}
                        inputMode={spec.inputMode}
                        autoComplete="off"
                        maxLength={spec.name === 'address' ? 254 : 100}
                        value={draft[spec.name] ?? ''}
                        onChange={(e) => change(i, spec.name, e.target.value)}
                      />
                    )
                  }
                </Field>
              ))}
            </div>
            <div className="flex justify-end">
              <Button
                variant="ghost"
                className="text-red-800"
                aria-label={t('payments.removeMethod', { kind: kindName(draft.kind), n: numberOf(i) })}
                onClick={() => {
                  setDrafts((all) => all.filter((_, k) => k !== i));
                  setErrors({});
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('payments.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors.methods && <p className="text-sm text-red-700">{errors.methods}</p>}

      <Field label={t('payments.lateCancelRefund')} hint={t('payments.lateCancelRefundHint')}>
        {({ id: fieldId, describedBy }) => (
          <Select id={fieldId} aria-describedby={describedBy} value={late} onChange={(e) => setLate(e.target.value as LateCancelRefund)}>
            {LATE_CANCEL_REFUNDS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`payments.lateCancelRefundOptions.${choice}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {drafts.length < MAX_PAYMENT_METHODS && (
        <div className="flex flex-wrap gap-2">
          {PAYMENT_METHOD_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => {
                setDrafts((all) => [...all, blank(kind)]);
                setErrors({});
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('payments.addMethod', { kind: kindName(kind) })}
            </Button>
          ))}
        </div>
      )}
    </FormCard>
  );
}
