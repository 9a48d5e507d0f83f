import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { restoreAccount, signInWithEmail } from '../api/auth-calls.ts';
import { useSignedIn } from '../api/use-signed-in.ts';

type Props = {
  credentials: { email: string; password: string };
  /** The server's words: closed, and the day it will be erased. */
  message: string;
  /** Restored, and the account asks for its second step. */
  onTwoFactor: () => void;
  onBack: () => void;
};

/**
 * A sign-in to an account its member deleted, within the grace period (decision 031): nothing
 * opens; the member can restore it with the credentials just typed, and is then signed in.
 */
export function ClosedAccountStep({ credentials, message, onTwoFactor, onBack }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  // The step replaces the password form: the focus goes to what it says.
  useEffect(() => heading.current?.focus(), []);

  const restore = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await restoreAccount(credentials);
      const answer = await signInWithEmail(credentials);
      toast.success(t('deletion.restored'));
      if ('twoFactorRedirect' in answer) onTwoFactor();
      else await signedIn();
    } catch (error) {
      toast.error(t('deletion.restoreFailed'), { description: error instanceof Error ? error.message : String(error) });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="closed-account-title" className="space-y-4">
      <h2 id="closed-account-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('deletion.closedTitle')}
      </h2>
      <p className="text-sm text-stone-700 wrap-anywhere">{message}</p>
      <Button className="w-full" onClick={restore} aria-disabled={busy || undefined}>
        {busy ? t('deletion.restoring') : t('deletion.restore')}
      </Button>
      <div className="flex justify-center">
        <Button variant="link" onClick={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </section>
  );
}
