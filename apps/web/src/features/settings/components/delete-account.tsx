import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { deleteAccountSchema } from '@prosper/shared/schemas/account-deletion';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteAccount } from '../api/deletion.ts';
import { securitySettingsQuery } from '../api/security.ts';

type Values = { password: string; code?: string };
const FIELDS = ['password', 'code'] as const;
/** Refusals about the account, not the fields: said in the dialog itself (the last admin; money still moving, decision 057). */
const ACCOUNT_REFUSALS = ['last_admin', 'money_moving'];
const accountRefusal = (error: unknown) => error instanceof ApiError && ACCOUNT_REFUSALS.includes(error.code);

/**
 * "Delete account", the last part of Your data (SPEC §7, §8 toasts; decision 031): the member
 * confirms with their password, and a code when two-factor authentication is on, in a dialog.
 * The server checks both whatever this form sends.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  // Once the account is closed the member is signed out: nothing of theirs is asked for again.
  const twoFactor = useQuery({ ...securitySettingsQuery, enabled: !remove.isSuccess }).data?.twoFactorEnabled === true;
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', code: undefined },
  });
  const field = (name: keyof Values) =>
    register(name, { onChange: () => clearErrors(name), setValueAs: (v: string) => (name === 'code' && v === '' ? undefined : v) });
  const close = (next: boolean) => {
    if (!next) reset();
    setOpen(next);
  };

  const onValid = (values: Values) => {
    if (remove.isPending) return;
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(t('deletion.initiated'));
        void navigate(paths.auth, { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        const on = error instanceof ApiError && ['invalid_code', 'code_required'].includes(error.code) ? 'code' : 'password';
        if (!accountRefusal(error)) {
          showFieldErrors({ setError, setFocus }, Object.keys(fields).length > 0 ? fields : { [on]: error.message }, FIELDS);
        }
        toast.error(t('deletion.failed'), { description: error.message });
      },
    });
  };
  const onInvalid = (invalid: FieldErrors<Values>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id={id} className="text-base font-semibold">
        {t('deletion.title')}
      </h3>
      <p className="text-sm text-stone-700">{t('deletion.lead', { days: ACCOUNT_GRACE_DAYS })}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('deletion.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('deletion.confirmTitle')}
        description={t('deletion.confirmText', { days: ACCOUNT_GRACE_DAYS })}
        closeLabel={t('deletion.cancel')}
      >
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-4 space-y-4">
          <Field label={t('deletion.password')} error={formState.errors.password?.message}>
            {({ control }) => <Input type="password" autoComplete="current-password" {...control} {...field('password')} />}
          </Field>
          {twoFactor && (
            <Field label={t('deletion.code')} hint={t('deletion.codeHint')} error={formState.errors.code?.message}>
              {({ control }) => <Input autoComplete="one-time-code" {...control} {...field('code')} />}
            </Field>
          )}
          {accountRefusal(remove.error) && (
            <p role="alert" className="text-sm text-red-700">
              {remove.error?.message}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('deletion.cancel')}
            </Button>
            <Button type="submit" variant="danger" aria-disabled={remove.isPending || undefined}>
              {remove.isPending ? t('deletion.working') : t('deletion.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
