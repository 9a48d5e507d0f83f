import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import { PAYMENT_REFERENCE_MAX, paymentSentSchema } from '@prosper/shared/schemas/payment-method';
import type { Session } from '@prosper/shared/schemas/session';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { fieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';
import { useSessionAction } from '../api/actions.ts';

/**
 * "I've paid": the mentee gives the payment's reference (an M-Pesa confirmation code, a bank
 * reference), checked by the schema the server uses; the mentor finds it on the session and
 * confirms the money arrived. Loaded when first opened.
 */
export default function PaymentSentDialog({
  session,
  open,
  onOpenChange,
}: {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const mutation = useSessionAction(session.id);
  const [reference, setReference] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(session.mentor);

  const submit = () => {
    const check = paymentSentSchema.safeParse({ reference });
    if (!check.success) return setInvalid(fieldMessages(check.error).reference ?? null);
    setFailure(null);
    mutation.mutate(
      { action: 'markPaymentSent', body: check.data },
      {
        onSuccess: () => {
          toast.success(t('payments.sent', { name }));
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = serverFieldMessages(error);
          if (fields.reference) setInvalid(fields.reference);
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <Dialog
      title={t('payments.markSentTitle', { name })}
      description={t('payments.markSentText', { name })}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('sessions.close')}
    >
      <DialogForm
        onSubmit={submit}
        failure={failure}
        cancelLabel={t('sessions.back')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('payments.send')}
        pending={mutation.isPending}
      >
        <Field label={t('payments.reference')} hint={t('payments.referenceHint')} error={invalid ?? undefined}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PAYMENT_REFERENCE_MAX + 10}
              value={reference}
              onChange={(e) => {
                setReference(e.target.value);
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
