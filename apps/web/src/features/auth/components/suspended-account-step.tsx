import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * A sign-in to an account an admin suspended (decision 033): nothing opens, and the member reads
 * the server's words, with the reason and until when.
 */
export function SuspendedAccountStep({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the password form: the focus goes to what it says.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="suspended-account-title" className="space-y-4">
      <h2 id="suspended-account-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('admin.suspension.signInTitle')}
      </h2>
      <p className="text-sm text-stone-700 wrap-anywhere">{message}</p>
      <div className="flex justify-center">
        <Button variant="link" onClick={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </section>
  );
}
