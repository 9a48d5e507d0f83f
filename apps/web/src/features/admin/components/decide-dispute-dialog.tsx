import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminDisputeRow } from '@prosper/shared/schemas/admin-payments';
import { DISPUTE_REASON_MAX, decideDisputeSchema, type DisputeOutcome } from '@prosper/shared/schemas/payment-dispute';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { RadioChoices } from '../../../components/ui/radio-choices.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useDecideDispute } from '../api/payments.ts';

/** An admin decides a no-show dispute, with a reason kept in the audit log (decision 051). */
export default function DecideDisputeDialog({
  dispute,
  open,
  onOpenChange,
}: {
  dispute: AdminDisputeRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('refunded');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const check = decideDisputeSchema.safeParse({ outcome, reason });
    if (!check.success) return setInvalid(fieldMessages(check.error).reason ?? t('adminPayments.reasonRequired'));
    setFailure(null);
    decide.mutate(check.data, {
      onSuccess: () => {
        toast.success(t('adminPayments.decided'));
        onOpenChange(false);
      },
      onError: (error) => setFailure(error.message || t('adminPayments.decideFailed')),
    });
  };

  return (
    <Dialog
      title={t('adminPayments.decideTitle', { title: dispute.title })}
      description={t('adminPayments.decideLead', { party: t(`adminPayments.parties.${dispute.reportedBy}`).toLowerCase() })}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('adminPayments.cancel')}
    >
      <DialogForm
        onSubmit={submit}
        failure={failure}
        cancelLabel={t('adminPayments.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('adminPayments.save')}
        pendingLabel={t('adminPayments.saving')}
        pending={decide.isPending}
      >
        {dispute.note && (
          <blockquote className="border-l-4 border-stone-300 pl-3 text-sm text-stone-800 wrap-anywhere">{dispute.note}</blockquote>
        )}
        <RadioChoices
          legend={t('adminPayments.outcome')}
          value={outcome}
          choices={[
            { value: 'refunded', label: t('adminPayments.refundMentee') },
            { value: 'paid_mentor', label: t('adminPayments.payMentor') },
          ]}
          onChange={setOutcome}
        />
        <Field label={t('adminPayments.decisionReason')} hint={t('adminPayments.decisionReasonHint')} error={invalid ?? undefined}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              rows={3}
              maxLength={DISPUTE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
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
