import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DISPUTE_NOTE_MAX, reportNoShowSchema } from '@prosper/shared/schemas/payment-dispute';
import type { Session } from '@prosper/shared/schemas/session';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useSessionAction } from '../api/actions.ts';

/**
 * A member reports the other absent from a session paid through a provider (decision 051), with an
 * optional note for the admin who decides; the payment is held until then. Loaded when first opened.
 */
export default function ReportNoShowDialog({
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
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const absent = session.viewerParty === 'mentor' ? t('disputes.menteeAbsent') : t('disputes.mentorAbsent');

  const submit = () => {
    const check = reportNoShowSchema.safeParse({ note });
    if (!check.success) return setInvalid(fieldMessages(check.error).note ?? null);
    setFailure(null);
    mutation.mutate(
      { action: 'reportNoShow', body: { note: check.data.note } },
      {
        onSuccess: () => {
          toast.success(t('disputes.reported'));
          onOpenChange(false);
        },
        onError: (error) => setFailure(error.message || t('disputes.reportFailed')),
      },
    );
  };

  return (
    <Dialog title={absent} description={t('disputes.reportLead')} open={open} onOpenChange={onOpenChange} closeLabel={t('sessions.close')}>
      <DialogForm
        onSubmit={submit}
        failure={failure}
        cancelLabel={t('disputes.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('disputes.send')}
        pendingLabel={t('disputes.sending')}
        pending={mutation.isPending}
        variant="danger"
      >
        <Field label={t('disputes.note')} hint={t('disputes.noteHint')} error={invalid ?? undefined}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              rows={3}
              maxLength={DISPUTE_NOTE_MAX}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
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
