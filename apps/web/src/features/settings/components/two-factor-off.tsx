import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { disableTwoFactorSchema } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useDisableTwoFactor } from '../api/security.ts';

type Values = { password: string; code: string };
const FIELDS = ['password', 'code'] as const;

/** Turning two-factor off takes the password and a code from the app. */
export function TwoFactorOff({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onValid = (values: Values) =>
    disable.mutate(values, {
      onSuccess: () => {
        close(false);
        toast.success(t('settings.security.twoFactor.disabled'));
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        const on = error instanceof ApiError && error.code === 'invalid_code' ? 'code' : 'password';
        showFieldErrors({ setError, setFocus }, Object.keys(fields).length > 0 ? fields : { [on]: error.message }, FIELDS);
        toast.error(t('settings.security.twoFactor.failed'), { description: error.message });
      },
    });
  const onInvalid = (invalid: FieldErrors<Values>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('settings.security.twoFactor.turnOff')}
      description={t('settings.security.twoFactor.turnOffText')}
      closeLabel={t('settings.security.twoFactor.cancel')}
    >
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-4 space-y-4">
        <Field label={t('auth.password')} error={formState.errors.password?.message}>
          {({ control }) => <Input type="password" autoComplete="current-password" {...control} {...field('password')} />}
        </Field>
        <Field label={t('settings.security.twoFactor.code')} error={formState.errors.code?.message}>
          {({ control }) => <Input inputMode="numeric" autoComplete="one-time-code" {...control} {...field('code')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('settings.security.twoFactor.cancel')}
          </Button>
          <Button type="submit" variant="danger" aria-disabled={disable.isPending || undefined}>
            {t('settings.security.twoFactor.turnOff')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
