import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendSmsCode, useSendSmsTest, useSmsPhone, useVerifySmsPhone } from '../api/sms.ts';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

/**
 * The phone texts go to (decision 049): its state ("Number not verified", verified, opted out), the
 * code sent and entered to verify it, and a test text once verified.
 */
export function SmsPhone() {
  const { t } = useTranslation();
  const phone = useSmsPhone();
  const sendCode = useSendSmsCode();
  const verify = useVerifySmsPhone();
  const sendTest = useSendSmsTest();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const state = phone.data;
  if (!state) return null;

  if (!state.phone) return <p className="py-2 text-sm text-stone-700">{t('notifications.sms.noPhone')}</p>;

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    verify.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        toast.success(t('notifications.sms.phoneVerified'));
      },
      onError: (error) => (error instanceof ApiError && error.status < 500 ? setCodeError(error.message) : failed(error)),
    });
  };

  return (
    <div className="space-y-3 py-2">
      <p className="text-sm text-stone-900">
        <span className="font-medium">{t('notifications.sms.phone')}:</span> {state.phone}{' '}
        <span
          className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${state.verified ? 'bg-brand-50 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {state.verified ? t('notifications.sms.verified') : t('notifications.sms.notVerified')}
        </span>
      </p>
      {state.optedOut && <p className="text-sm text-stone-700">{t('notifications.sms.optedOut')}</p>}
      {!state.verified && !state.optedOut && (
        <>
          <Button variant="secondary" disabled={sendCode.isPending} onClick={() => sendCode.mutate(undefined, { onError: failed })}>
            {t('notifications.sms.sendCode')}
          </Button>
          {state.codeExpiresAt && (
            <form onSubmit={submitCode} className="flex flex-wrap items-end gap-3">
              <p className="w-full text-sm text-stone-700" role="status">
                {t('notifications.sms.codeSent', { phone: state.phone })}
              </p>
              <Field label={t('notifications.sms.code')} error={codeError}>
                {({ control }) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" disabled={verify.isPending}>
                {t('notifications.sms.verify')}
              </Button>
            </form>
          )}
        </>
      )}
      {state.verified && !state.optedOut && (
        <Button
          variant="secondary"
          disabled={sendTest.isPending}
          onClick={() => sendTest.mutate(undefined, { onSuccess: () => toast.success(t('notifications.sms.testSent')), onError: failed })}
        >
          {t('notifications.sms.sendTest')}
        </Button>
      )}
    </div>
  );
}
