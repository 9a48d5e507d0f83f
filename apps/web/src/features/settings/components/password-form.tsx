import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordSchema } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/security.ts';
import { SecurityCard } from './security-card.tsx';

const formSchema = changePasswordSchema.omit({ revokeOtherSessions: true });
type Values = { currentPassword: string; newPassword: string };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password, with the current one; every other sign-in ends with it (the server insists). */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const errors = formState.errors;
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) setFocus(first);
  };
  const onValid = (values: Values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t('settings.security.password.changed'));
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        // A wrong current password names no field: it shows under the current password.
        showFieldErrors({ setError, setFocus }, Object.keys(fields).length > 0 ? fields : { currentPassword: error.message }, FIELDS);
        toast.error(t('settings.security.password.failed'), { description: error.message });
      },
    });

  return (
    <SecurityCard title={t('settings.security.password.title')}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4" aria-label={t('settings.security.password.title')}>
        <Field label={t('settings.security.password.current')} error={errors.currentPassword?.message}>
          {({ control }) => <Input type="password" autoComplete="current-password" {...control} {...field('currentPassword')} />}
        </Field>
        <Field label={t('settings.security.password.new')} error={errors.newPassword?.message}>
          {({ control }) => <Input type="password" autoComplete="new-password" {...control} {...field('newPassword')} />}
        </Field>
        <Button type="submit" aria-disabled={change.isPending || undefined}>
          {change.isPending ? t('settings.security.password.submitting') : t('settings.security.password.submit')}
        </Button>
      </form>
    </SecurityCard>
  );
}
