import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { isSafeReturnPath } from '@prosper/shared/rules/return-path';
import { ResendConfirmation } from './components/resend-confirmation.tsx';

/** After sign-up: where the confirmation link went, and a way to send it again. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const next = params.get('next');
  usePageTitle(t('verifyEmail.title'));
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-800" />
      <h1 className="mt-4 text-2xl font-semibold">{t('verifyEmail.title')}</h1>
      <p className="mt-2 text-stone-700">{email ? t('verifyEmail.text', { email }) : t('verifyEmail.textNoEmail')}</p>
      {email && (
        <div className="mt-6">
          <ResendConfirmation email={email} returnTo={isSafeReturnPath(next) ? next : undefined} label={t('verifyEmail.resend')} />
        </div>
      )}
      <p className="mt-6 text-sm">
        <Link to={`${paths.auth}?tab=signup`} className="text-brand-800 underline-offset-4 hover:underline">
          {t('verifyEmail.wrongAddress')}
        </Link>
      </p>
    </div>
  );
}
