import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SUSPENSION_REASON_MAX, type SuspendInput, suspendSchema } from '@prosper/shared/schemas/admin';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useSuspendMember } from '../api/member-actions.ts';

type Values = { reason: string; until: string };
const FIELDS = ['reason', 'until'] as const;
/** The reason as the server checks it; the day is a date field's `yyyy-mm-dd` or nothing. */
const formSchema = z.object({ reason: suspendSchema.shape.reason, until: z.string() });

/** The start of the chosen day where the admin is: the member may sign in again from then. */
const startOfDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
};

/**
 * The admin suspends a member: a reason the member will read, and a day it ends on, if it does.
 * `suspend` sends it another way than the member's own route (the reports queue closes the reports with it).
 */
export function SuspendDialog({
  memberId,
  name,
  open,
  onOpenChange,
  suspend: send,
}: {
  memberId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suspend?: (input: SuspendInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const suspendMember = useSuspendMember(memberId);
  const suspend = send ?? suspendMember.mutateAsync;
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { reason: '', until: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async ({ reason, until }) => {
    try {
      await suspend({ reason, until: until ? startOfDay(until) : null });
      toast.success(t('admin.suspension.suspended', { name }));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (!showFieldErrors(form, serverFieldMessages(error), FIELDS)) {
        toast.error(t('admin.suspension.failed'), { description: (error as Error).message });
      }
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.suspension.suspendTitle', { name })}
      description={t('admin.suspension.suspendText')}
      closeLabel={t('app.close')}
    >
      <DialogForm
        onSubmit={onSubmit}
        cancelLabel={t('admin.suspension.cancel')}
        onCancel={() => onOpenChange(false)}
        submitLabel={t('admin.suspension.confirm')}
        pendingLabel={t('admin.suspension.working')}
        pending={form.formState.isSubmitting}
        variant="danger"
      >
        <Field label={t('admin.suspension.reason')} hint={t('admin.suspension.reasonHint')} error={errors.reason?.message}>
          {({ control }) => <Textarea {...control} rows={3} maxLength={SUSPENSION_REASON_MAX} {...form.register('reason')} />}
        </Field>
        <Field label={t('admin.suspension.until')} hint={t('admin.suspension.untilHint')} error={errors.until?.message}>
          {/* Its parts and calendar button take the focus inside it, where :focus-visible does not reach the field: the ring shows on any focus. */}
          {({ control }) => <Input {...control} type="date" className="focus:focus-ring" {...form.register('until')} />}
        </Field>
      </DialogForm>
    </Dialog>
  );
}
