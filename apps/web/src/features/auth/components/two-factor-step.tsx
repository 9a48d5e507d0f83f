import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { twoFactorCodeSchema } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { verifyCode } from '../api/auth-calls.ts';
import { useSignedIn } from '../api/use-signed-in.ts';

type Values = { code: string };

/**
 * The second step of signing in with two-factor authentication on: a code from the authenticator
 * app, or a backup code. A sign-in that waited too long starts again from the password.
 */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({ defaultValues: { code: '' } });

  // The step replaces the password form: the focus goes to its field, as it does when the kind changes.
  useEffect(() => setFocus('code'), [setFocus]);
  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    reset();
    setFocus('code');
  };

  const onSubmit = async ({ code }: Values) => {
    if (sending.current) return;
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) return showFieldErrors({ setError, setFocus }, fieldMessages(parsed.error), ['code']);
    sending.current = true;
    setBusy(true);
    try {
      await verifyCode(kind, parsed.data.code);
      await signedIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('auth.errorSigningIn'), { description: message });
      if (
        error instanceof ApiError &&
        (error.code === 'invalid_two_factor_cookie' || error.code === 'too_many_attempts_request_new_code')
      ) {
        onRestart();
        return;
      }
      showFieldErrors({ setError, setFocus }, { code: message }, ['code']);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const totp = kind === 'totp';
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t('auth.twoFactorTitle')}
      </h2>
      <p className="text-sm text-stone-700">{totp ? t('auth.twoFactorText') : t('auth.backupCodeText')}</p>
      <Field label={totp ? t('auth.authenticatorCode') : t('auth.backupCode')} error={formState.errors.code?.message}>
        {({ control }) => (
          <Input
            autoComplete="one-time-code"
            inputMode={totp ? 'numeric' : 'text'}
            {...control}
            {...register('code', { onChange: () => clearErrors('code') })}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" aria-disabled={busy || undefined}>
        {busy ? t('auth.verifying') : t('auth.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" onClick={switchKind}>
          {totp ? t('auth.useBackupCode') : t('auth.useAuthenticator')}
        </Button>
        <Button variant="link" onClick={onRestart}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
