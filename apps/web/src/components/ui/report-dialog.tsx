import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportContentType, type ReportReason } from '@prosper/shared/constants/reports';
import { ApiError } from '../../lib/api-client.ts';
import { useReport } from '../../lib/report.ts';
import { Dialog } from './dialog.tsx';
import { DialogForm } from './dialog-form.tsx';
import { Field, Textarea } from './field.tsx';

export type ReportTarget = { contentType: ReportContentType; contentId: string };

type Props = {
  target: ReportTarget;
  /** Names what is reported: "Report the article “…”", "Report a message from …". */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The one report dialog of every area (decision 034): a reason from the shared list, optional
 * details, sent to the admins. Its own refusals (one's own writing, something gone, too many
 * reports) show inside it; a default export, fetched the first time a member opens it.
 */
export default function ReportDialog({ target, title, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const report = useReport();
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});

  const close = () => {
    setReason(null);
    setDetails('');
    setErrors({});
    onOpenChange(false);
  };
  const submit = () => {
    if (!reason) {
      setErrors({ reason: t('reports.reasonRequired') });
      firstReason.current?.focus();
      return;
    }
    report.mutate(
      { ...target, reason, details: details.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.details || fields.reason) setErrors({ reason: fields.reason, details: fields.details });
          else setErrors({ form: error.message || t('reports.failed') });
        },
      },
    );
  };

  return (
    <Dialog
      title={title}
      description={t('reports.lead')}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      closeLabel={t('reports.close')}
    >
      <DialogForm
        onSubmit={submit}
        failure={errors.form}
        cancelLabel={t('reports.cancel')}
        onCancel={close}
        submitLabel={t('reports.send')}
        pending={report.isPending}
        variant="danger"
      >
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t('reports.reason')}</legend>
          <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
            {REPORT_REASONS.map((value, i) => (
              <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-900">
                <input
                  ref={i === 0 ? firstReason : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  aria-invalid={errors.reason ? true : undefined}
                  onChange={() => {
                    setReason(value);
                    setErrors((e) => ({ ...e, reason: undefined, form: undefined }));
                  }}
                  className="size-4 shrink-0 accent-brand-800"
                />
                {t(`reports.reasons.${value}`)}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <Field label={t('reports.details')} hint={t('reports.detailsHint')} error={errors.details}>
          {({ control }) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => {
                setDetails(e.target.value);
                setErrors((x) => ({ ...x, details: undefined, form: undefined }));
              }}
            />
          )}
        </Field>
      </DialogForm>
    </Dialog>
  );
}
