import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { passwordConfirmSchema, type TwoFactorSetup as Setup, twoFactorCodeSchema } from '@prosper/shared/schemas/security';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { fieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/security.ts';
import { BackupCodes } from './backup-codes.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Turning two-factor on, in three steps: the password; the key for the app (a QR code, or typed)
 * and a first code from it; then the backup codes, shown this once.
 */
export function TwoFactorSetup({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setSetup(null);
      setConfirmed(false);
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('settings.security.twoFactor.turnOn')}
      closeLabel={t('settings.security.twoFactor.cancel')}
    >
      {!setup && <PasswordStep onStarted={setSetup} />}
      {setup && !confirmed && (
        <ScanStep
          setup={setup}
          onConfirmed={() => {
            setConfirmed(true);
            toast.success(t('settings.security.twoFactor.enabled'));
          }}
        />
      )}
      {setup && confirmed && <BackupCodes codes={setup.backupCodes} onDone={() => close(false)} />}
    </Dialog>
  );
}

function PasswordStep({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const { register, handleSubmit, setError, setFocus, clearErrors, formState } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const onSubmit = ({ password }: { password: string }) => {
    const parsed = passwordConfirmSchema.safeParse({ password });
    if (!parsed.success) return showFieldErrors({ setError, setFocus }, fieldMessages(parsed.error), ['password']);
    start.mutate(password, {
      onSuccess: onStarted,
      onError: (error) => showFieldErrors({ setError, setFocus }, { password: error.message }, ['password']),
    });
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">{t('settings.security.twoFactor.passwordToStart')}</p>
      <Field label={t('auth.password')} error={formState.errors.password?.message}>
        {({ control }) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...control}
            {...register('password', { onChange: () => clearErrors('password') })}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={start.isPending || undefined}>
          {t('settings.security.twoFactor.continue')}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: Setup; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const key = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const { register, handleSubmit, setError, setFocus, clearErrors, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  useEffect(() => {
    let live = true;
    // The QR library is needed here only: loaded when the step shows.
    void import('qrcode').then((qrcode) => qrcode.toDataURL(setup.totpURI, { margin: 1, width: 200 })).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup.totpURI]);

  const onSubmit = ({ code }: { code: string }) => {
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) return showFieldErrors({ setError, setFocus }, fieldMessages(parsed.error), ['code']);
    confirm.mutate(parsed.data.code, {
      onSuccess: onConfirmed,
      onError: (error) => showFieldErrors({ setError, setFocus }, { code: error.message }, ['code']),
    });
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">{t('settings.security.twoFactor.scan')}</p>
      <div className="flex justify-center">
        {qr ? <img src={qr} alt={t('settings.security.twoFactor.qrAlt')} width={200} height={200} /> : <div className="size-[200px]" />}
      </div>
      <p className="text-sm">
        {t('settings.security.twoFactor.key')}: <code className="break-all rounded bg-stone-100 px-1 font-mono">{key}</code>
      </p>
      <p className="text-sm text-stone-700">{t('settings.security.twoFactor.enterCode')}</p>
      <Field label={t('settings.security.twoFactor.code')} error={formState.errors.code?.message}>
        {({ control }) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            {...control}
            {...register('code', { onChange: () => clearErrors('code') })}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={confirm.isPending || undefined}>
          {t('settings.security.twoFactor.confirm')}
        </Button>
      </div>
    </form>
  );
}
