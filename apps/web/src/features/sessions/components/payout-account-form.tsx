import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHARGE_CURRENCY_CODES } from '@prosper/shared/constants/charge-currencies';
import { PAYOUT_ACCOUNT_KINDS, type PayoutAccountKind, type PayoutAccountsView, payoutAccountSchema } from '@prosper/shared/schemas/payout';
import { Button } from '../../../components/ui/button.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';
import { usePayoutAccounts, useRemovePayoutAccount, useSavePayoutAccount } from '../api/payout-accounts.ts';
import { PayoutBankField } from './payout-bank-field.tsx';

type Draft = { currency: string; kind: PayoutAccountKind; bankCode: string; accountNumber: string; accountName: string };
const BLANK: Draft = { currency: '', kind: 'bank', bankCode: '', accountNumber: '', accountName: '' };

/** Where sessions paid in the app are paid to the mentor: below "How mentees pay you" on the Getting paid tab. */
export default function PayoutAccountForm() {
  const { t } = useTranslation();
  const accounts = usePayoutAccounts();
  if (accounts.isPending) return <Spinner label={t('app.loading')} />;
  if (accounts.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {accounts.error.message}
      </p>
    );
  }
  return <Editor saved={accounts.data} />;
}

function Editor({ saved }: { saved: PayoutAccountsView }) {
  const { t } = useTranslation();
  const save = useSavePayoutAccount();
  const remove = useRemovePayoutAccount();
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (name: keyof Draft, value: string) => {
    // Another currency or kind is another list of banks: the one chosen no longer applies.
    setDraft((d) => ({ ...d, [name]: value, ...((name === 'currency' || name === 'kind') && { bankCode: '' }) }));
    setErrors({});
  };
  const submit = () => {
    const parsed = payoutAccountSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, (path) => path.map(String).join('.')));
      toast.error(t('payouts.saveFailed'), { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(BLANK);
        toast.success(t('payouts.saved'));
      },
      onError: (error) => {
        setErrors(serverFieldMessages(error));
        toast.error(t('payouts.saveFailed'), { description: error.message });
      },
    });
  };
  const text = (name: 'accountNumber' | 'accountName', label: string, hint: string, inputMode?: 'numeric') => (
    <Field label={label} hint={hint} error={errors[name]}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={name === 'accountName' ? 100 : 40}
          value={draft[name]}
          onChange={(e) => change(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <FormCard
      title={t('payouts.title')}
      lead={t('payouts.lead', { hours: saved.windowHours })}
      onSubmit={submit}
      submitLabel={save.isPending ? t('payouts.saving') : t('payouts.save')}
      busy={save.isPending}
    >
      {saved.accounts.length === 0 ? (
        <p className="text-sm text-stone-600">{t('payouts.none')}</p>
      ) : (
        <ul className="space-y-2">
          {saved.accounts.map((a) => {
            const line = t('payouts.ending', {
              kind: t(`payouts.kinds.${a.kind}`),
              last4: a.last4,
              name: a.accountName,
              currency: a.currency,
            });
            return (
              <li key={a.id} className="flex items-center justify-between gap-2 rounded-md border border-stone-200 p-3 text-sm">
                <span>{line}</span>
                <Button
                  variant="ghost"
                  className="text-red-800"
                  aria-label={`${t('payouts.remove')}: ${line}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(a.id, {
                      onSuccess: () => toast.success(t('payouts.removed')),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('payouts.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('payouts.currency')} hint={t('payouts.currencyHint')} error={errors.currency}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={errors.currency ? true : undefined}
              value={draft.currency}
              onChange={(e) => change('currency', e.target.value)}
            >
              <option value="">{t('payouts.currencyRequired')}</option>
              {CHARGE_CURRENCY_CODES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('payouts.kind')} error={errors.kind}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} value={draft.kind} onChange={(e) => change('kind', e.target.value)}>
              {PAYOUT_ACCOUNT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`payouts.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <PayoutBankField
          currency={draft.currency}
          kind={draft.kind}
          value={draft.bankCode}
          error={errors.bankCode}
          onChange={(code) => change('bankCode', code)}
        />
        {text('accountNumber', t('payouts.accountNumber'), t('payouts.accountNumberHint'), 'numeric')}
        {text('accountName', t('payouts.accountName'), t('payouts.accountNameHint'))}
      </div>
    </FormCard>
  );
}
