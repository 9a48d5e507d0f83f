import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { resendConfirmation } from '../api/auth-calls.ts';

/** Sends the confirmation email again; the server limits how often. */
export function ResendConfirmation({ email, label, returnTo }: { email: string; label: string; returnTo?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendConfirmation(email, returnTo);
      toast.success(t('verifyEmail.resent'));
    } catch (error) {
      toast.error(t('verifyEmail.resendFailed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={resend} disabled={busy || email === ''}>
      {busy ? t('verifyEmail.resending') : label}
    </Button>
  );
}
