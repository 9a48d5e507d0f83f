import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signInWithEmail } from '../api/auth-calls.ts';
import { afterSignInPath, useSignedIn } from '../api/use-signed-in.ts';
import { PasswordInput } from './password-input.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  // A resent confirmation link returns where the member was headed, as the first one would have.
  const headedTo = afterSignInPath(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnconfirmed(false);
    setBusy(true);
    try {
      await signInWithEmail({ email: email.trim(), password });
      // One welcome: the sign-in's own, by name (decision 019).
      await signedIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('auth.errorSigningIn'), { description: message });
      if (error instanceof ApiError && error.code === 'email_not_verified') setUnconfirmed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('auth.signIn')}>
      <Field label={t('auth.email')}>
        {({ id }) => <Input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field label={t('auth.password')}>
        {({ id }) => (
          <PasswordInput id={id} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        )}
      </Field>
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgot}>
          {t('auth.forgotPassword')}
        </Button>
      </div>
      {unconfirmed && (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('auth.emailNotVerified')}</p>
          <ResendConfirmation
            email={email.trim()}
            returnTo={headedTo === paths.dashboard ? undefined : headedTo}
            label={t('auth.resendConfirmation')}
          />
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
