import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { confirmEmail } from './api/auth-calls.ts';
import { returnPathOr } from '@prosper/shared/rules/return-path';
import { useSignedIn } from './api/use-signed-in.ts';

/**
 * The email's link lands here: it confirms the address, signs the member in, and goes on to the page
 * the link names (`next`: the booking a visitor started, only ever a page of this site) or the dashboard.
 */
export default function ConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [state, setState] = useState<'confirming' | 'confirmed' | 'failed'>('confirming');
  const started = useRef(false);
  usePageTitle(t('confirm.confirmed'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const next = returnPathOr(params.get('next'), paths.dashboard);
    if (!token) {
      setState('failed');
      return;
    }
    confirmEmail(token)
      .then(async () => {
        if (await signedIn()) {
          await navigate(next, { replace: true });
        } else {
          // An address confirmed earlier: nothing more to do than sign in.
          setState('confirmed');
        }
      })
      .catch(() => setState('failed'));
  }, [params, navigate, signedIn]);

  if (state === 'confirming') return <Spinner label={t('confirm.confirming')} />;
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">{state === 'confirmed' ? t('confirm.confirmed') : t('confirm.failedTitle')}</h1>
      {state === 'failed' && <p className="mt-2 text-stone-700">{t('confirm.failedText')}</p>}
      <Link to={paths.auth} state={{ from: returnPathOr(params.get('next'), paths.dashboard) }} className={buttonClass('primary', 'mt-6')}>
        {t('confirm.goToSignIn')}
      </Link>
    </div>
  );
}
