import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REPORT_NOTE_MAX, REPORT_REASONS, type RemovableContentType, type ReportReason } from '@prosper/shared/constants/reports';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Select, Textarea } from '../../../components/ui/field.tsx';
import { useRemoveContent } from '../api/reports.ts';

/**
 * The admin removes a reported article, comment or message: the reason its author is told (the
 * reason most reporters gave, to begin with) and a note of their own if they wish.
 */
export function RemoveContentDialog({
  contentType,
  contentId,
  suggested,
  open,
  onOpenChange,
  onRemoved,
}: {
  contentType: RemovableContentType;
  contentId: string;
  suggested: ReportReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveContent();
  const [reason, setReason] = useState<ReportReason>(suggested);
  const [note, setNote] = useState('');
  const submit = () => {
    remove.mutate(
      { contentType, contentId, reason, note: note.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onOpenChange(false);
          onRemoved();
        },
        onError: (error) => toast.error(t('reports.failedToResolve'), { description: error.message }),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.removeTitle', { kind: t(`reports.kinds.${contentType}`).toLowerCase() })}
      description={t('reports.removeLead')}
      closeLabel={t('app.close')}
    >
      <DialogForm
        onSubmit={submit}
        cancelLabel={t('reports.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('reports.remove')}
        pending={remove.isPending}
        variant="danger"
      >
        <Field label={t('reports.removeReason')}>
          {({ control }) => (
            <Select {...control} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`reports.reasons.${r}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('reports.note')}>
          {({ control }) => (
            <Textarea {...control} rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
      </DialogForm>
    </Dialog>
  );
}
