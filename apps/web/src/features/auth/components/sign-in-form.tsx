import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { signInSchema } from '@prosper/shared/schemas/auth';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages, serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { signInWithEmail } from '../api/auth-calls.ts';
import { afterSignInPath, useSignedIn } from '../api/use-signed-in.ts';
import { PasswordInput } from './password-input.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { ClosedAccountStep } from './closed-account-step.tsx';
import { SuspendedAccountStep } from './suspended-account-step.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

/**
 * The Sign In form (SPEC §2). A refusal keeps the SPEC's 'Error signing in' toast and also stays
 * beside its field, which is marked invalid and takes the focus (decision 025), as on Sign Up.
 */
export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  // A resent confirmation link returns where the member was headed, as the first one would have.
  const headedTo = afterSignInPath(useLocation().state);
  const [busy, setBusy] = useState(false);
  // The button stays enabled (and focused) while it works: a second press is ignored instead.
  const sending = useRef(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  // A deleted account within its grace period: the offer to restore it, with what was typed.
  const [closed, setClosed] = useState<{ credentials: Values; message: string } | null>(null);
  // A suspended account: why, and until when, in the server's words.
  const [suspended, setSuspended] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, clearErrors, formState } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });

  const refuse = (messages: Record<string, string>, description: string) => {
    showFieldErrors({ setError, setFocus }, messages, FIELDS);
    toast.error(t('auth.errorSigningIn'), { description });
  };

  const onSubmit = async (values: Values) => {
    if (sending.current) return;
    setUnconfirmed(null);
    const parsed = signInSchema.safeParse({ email: values.email.trim(), password: values.password });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      refuse(messages, messages[FIELDS.find((name) => messages[name]) ?? ''] ?? '');
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await signInWithEmail(parsed.data);
      if ('twoFactorRedirect' in answer) {
        setSecondStep(true);
        return;
      }
      // One welcome: the sign-in's own, by name (decision 019).
      await signedIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.code === 'account_closed') {
        setClosed({ credentials: parsed.data, message });
      } else if (error instanceof ApiError && error.code === 'account_suspended') {
        setSuspended(message);
      } else if (error instanceof ApiError && error.code === 'email_not_verified') {
        setUnconfirmed(parsed.data.email);
        toast.error(t('auth.errorSigningIn'), { description: message });
      } else {
        const fields = serverFieldMessages(error);
        // A wrong pair names no field: it shows under the password, the one the member types again.
        refuse(Object.keys(fields).length > 0 ? fields : { password: message }, message);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (secondStep) return <TwoFactorStep onRestart={() => setSecondStep(false)} />;
  if (suspended !== null) return <SuspendedAccountStep message={suspended} onBack={() => setSuspended(null)} />;
  if (closed) {
    return (
      <ClosedAccountStep
        credentials={closed.credentials}
        message={closed.message}
        onTwoFactor={() => {
          setClosed(null);
          setSecondStep(true);
        }}
        onBack={() => setClosed(null)}
      />
    );
  }
  return (
    // POST, as on every form of a page painted at build (decision 069): sent with scripts blocked, what
    // was typed, the password too, goes in a body to our server, never into an address.
    <form method="post" onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label={t('auth.signIn')}>
      <Field label={t('auth.email')} error={errors.email?.message}>
        {({ control }) => <Input type="email" autoComplete="email" {...control} {...field('email')} />}
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message}>
        {({ control }) => <PasswordInput autoComplete="current-password" {...control} {...field('password')} />}
      </Field>
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgot}>
          {t('auth.forgotPassword')}
        </Button>
      </div>
      {unconfirmed !== null && (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('auth.emailNotVerified')}</p>
          <ResendConfirmation
            email={unconfirmed}
            returnTo={headedTo === paths.dashboard ? undefined : headedTo}
            label={t('auth.resendConfirmation')}
          />
        </div>
      )}
      <Button type="submit" className="w-full" aria-disabled={busy || undefined}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
