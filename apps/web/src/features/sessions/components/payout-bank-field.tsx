import { useTranslation } from 'react-i18next';
import type { PayoutAccountKind } from '@prosper/shared/schemas/payout';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { usePayoutBanks } from '../api/payout-accounts.ts';

type Props = { currency: string; kind: PayoutAccountKind; value: string; error?: string; onChange: (code: string) => void };

/**
 * The bank (or mobile money network) of a payout account (decision 061): chosen by name from the
 * provider's list for the currency, its code sent. Where there is no list (no currency chosen yet,
 * the provider unreachable, or none of this kind), the code is typed as before.
 */
export function PayoutBankField({ currency, kind, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const list = usePayoutBanks(currency);
  const banks = list.data?.banks.filter((b) => b.kind === kind) ?? [];
  const label = kind === 'bank' ? t('payouts.bank') : t('payouts.network');

  if (currency !== '' && (list.isPending || banks.length > 0)) {
    return (
      <Field label={label} hint={t('payouts.bankHint')} error={error}>
        {({ id, describedBy }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            aria-busy={list.isPending || undefined}
            disabled={list.isPending}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">
              {list.isPending ? t('app.loading') : kind === 'bank' ? t('payouts.chooseBank') : t('payouts.chooseNetwork')}
            </option>
            {banks.map((b) => (
              <option key={`${b.code}:${b.name}`} value={b.code}>
                {b.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  }
  return (
    <Field label={t('payouts.bankCode')} hint={t('payouts.bankCodeHint')} error={error}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={40}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
