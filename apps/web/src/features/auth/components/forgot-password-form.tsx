import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { requestPasswordReset } from '../api/auth-calls.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
      toast.success(t('auth.resetSent'), { description: t('auth.resetSentText') });
    } catch (error) {
      toast.error(t('auth.errorSendingReset'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate aria-label={t('auth.forgotPassword')}>
      <Field label={t('auth.email')}>
        {({ id }) => <Input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      {sent && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          {t('auth.checkEmailForReset')}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy || email.trim() === ''}>
        {busy ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
      <Button variant="link" onClick={onBack} className="w-full">
        {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
