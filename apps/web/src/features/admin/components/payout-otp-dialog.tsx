import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { type AdminPayoutRow, payoutOtpSchema } from '@prosper/shared/schemas/admin-payments';
import { formatCharge } from '@prosper/shared/rules/charge';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useFinalizePayoutOtp } from '../api/payments.ts';

/** An admin enters the OTP Paystack sent for a held transfer (decision 061); a wrong one is Paystack's refusal, shown here. */
export default function PayoutOtpDialog({
  payout,
  open,
  onOpenChange,
}: {
  payout: AdminPayoutRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const finalize = useFinalizePayoutOtp(payout.id);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const check = payoutOtpSchema.safeParse({ otp });
    if (!check.success) return setInvalid(fieldMessages(check.error).otp ?? null);
    setFailure(null);
    finalize.mutate(check.data, {
      onSuccess: () => {
        toast.success(t('adminPayments.otpAccepted'));
        onOpenChange(false);
      },
      onError: (error) => setFailure(error.message || t('adminPayments.otpFailed')),
    });
  };

  return (
    <Dialog
      title={t('adminPayments.otpTitle', { title: payout.title })}
      description={t('adminPayments.otpLead', {
        amount: formatCharge(payout.amount.amountMinor, payout.amount.currency as ChargeCurrency),
        mentor: payout.mentor?.name ?? t('adminPayments.deletedMentor'),
      })}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('adminPayments.cancel')}
    >
      <DialogForm
        onSubmit={submit}
        failure={failure}
        cancelLabel={t('adminPayments.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('adminPayments.sendTransfer')}
        pendingLabel={t('adminPayments.sending')}
        pending={finalize.isPending}
      >
        <Field label={t('adminPayments.otp')} hint={t('adminPayments.otpHint')} error={invalid ?? undefined}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={otp}
              onChange={(e) => {
                setOtp(e.target.value);
                setInvalid(null);
              }}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </DialogForm>
    </Dialog>
  );
}
