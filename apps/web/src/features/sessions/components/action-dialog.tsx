import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isLateCancellation } from '@prosper/shared/rules/session-timing';
import { REASON_MAX, reasonSchema, type Session } from '@prosper/shared/schemas/session';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useSessionAction } from '../api/actions.ts';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';

export type DialogAction = 'cancel' | 'decline' | 'noShow' | 'complete';

const texts = {
  cancel: { title: 'sessions.cancelTitle', text: 'sessions.cancelText', submit: 'sessions.cancel', done: 'sessions.cancelled' },
  decline: { title: 'sessions.declineTitle', text: 'sessions.declineText', submit: 'sessions.decline', done: 'sessions.declined' },
  noShow: { title: 'sessions.noShowTitle', text: 'sessions.noShowText', submit: 'sessions.noShow', done: 'sessions.noShowMarked' },
  complete: { title: 'sessions.completeTitle', text: 'sessions.completeText', submit: 'sessions.complete', done: 'sessions.completed' },
} as const;

/**
 * Asks before an action that tells the other member: a cancellation needs a reason (and warns when
 * it will count as late), a decline may give one, a no-show and a completion are confirmed.
 * The server's refusal shows inside, in its words. Loaded when first opened.
 */
export default function ActionDialog({
  action,
  session,
  open,
  onOpenChange,
}: {
  action: DialogAction;
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const mutation = useSessionAction(session.id);
  const [reason, setReason] = useState('');
  /** The reason as checked here, and the server's refusal. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(otherMember(session));
  const asksReason = action === 'cancel' || action === 'decline';
  const late = action === 'cancel' && isLateCancellation(session);
  const text = texts[action];

  const submit = () => {
    if (action === 'cancel') {
      const check = reasonSchema.safeParse({ reason });
      if (!check.success) return setInvalid(fieldMessages(check.error).reason ?? t('sessions.reasonRequired'));
    }
    const call =
      action === 'cancel'
        ? ({ action, body: { reason: reason.trim() } } as const)
        : action === 'decline'
          ? ({ action, body: reason.trim() ? { reason: reason.trim() } : {} } as const)
          : ({ action } as const);
    setFailure(null);
    mutation.mutate(call, {
      onSuccess: () => {
        toast.success(t(text.done));
        onOpenChange(false);
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Dialog
      title={t(text.title, { name })}
      description={t(text.text, { name })}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('sessions.close')}
    >
      <DialogForm
        onSubmit={submit}
        failure={failure}
        cancelLabel={action === 'cancel' ? t('sessions.keep') : t('sessions.back')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t(text.submit)}
        pending={mutation.isPending}
        variant={action === 'cancel' || action === 'noShow' ? 'danger' : 'primary'}
      >
        {late && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('sessions.lateWarning')}</p>}
        {asksReason && (
          <Field label={action === 'cancel' ? t('sessions.reason') : t('sessions.reasonOptional')} error={invalid ?? undefined}>
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                rows={3}
                maxLength={REASON_MAX}
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
        )}
      </DialogForm>
    </Dialog>
  );
}
