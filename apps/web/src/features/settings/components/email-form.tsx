import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changeEmailSchema } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeEmail } from '../api/security.ts';
import { SecurityCard } from './security-card.tsx';

type Values = { newEmail: string };
const FIELDS = ['newEmail'] as const;

/** A new address: it changes once the link mailed to it is followed; the current one is told. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });

  const onValid = ({ newEmail }: Values) => {
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      showFieldErrors({ setError, setFocus }, { newEmail: t('settings.security.email.same') }, FIELDS);
      return;
    }
    change.mutate(newEmail, {
      onSuccess: () => {
        reset();
        setSentTo(newEmail);
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        showFieldErrors({ setError, setFocus }, Object.keys(fields).length > 0 ? fields : { newEmail: error.message }, FIELDS);
        toast.error(t('settings.security.email.failed'), { description: error.message });
      },
    });
  };

  return (
    <SecurityCard title={t('settings.security.email.title')}>
      <p className="text-sm text-stone-700">{t('settings.security.email.current', { email: currentEmail })}</p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, () => setFocus('newEmail'))}
        className="space-y-4"
        aria-label={t('settings.security.email.title')}
      >
        <Field label={t('settings.security.email.new')} error={formState.errors.newEmail?.message}>
          {({ control }) => (
            <Input type="email" autoComplete="email" {...control} {...register('newEmail', { onChange: () => clearErrors('newEmail') })} />
          )}
        </Field>
        <Button type="submit" aria-disabled={change.isPending || undefined}>
          {change.isPending ? t('settings.security.email.submitting') : t('settings.security.email.submit')}
        </Button>
      </form>
      <p role="status" className="text-sm text-brand-900">
        {sentTo && t('settings.security.email.sent', { email: sentTo })}
      </p>
    </SecurityCard>
  );
}
