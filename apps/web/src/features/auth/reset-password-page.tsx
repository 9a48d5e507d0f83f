import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '@prosper/shared/constants/limits';
import { passwordProblem } from '@prosper/shared/rules/password';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { resetPassword } from './api/auth-calls.ts';
import { PasswordInput } from './components/password-input.tsx';

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; message: string } | { kind: 'success' };

/** Reads the reset token from the URL fragment, which never reaches a server or its logs. */
function readToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/** /reset-password (SPEC §2): the emailed link's token in the fragment, a new password, then /auth after 2 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  usePageTitle(t('resetPassword.title'));

  useEffect(() => {
    setToken(readToken());
    // The token leaves the address bar and the history once read.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.auth), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (token === undefined && window.location.hash) return <Spinner label={t('resetPassword.processing')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      setStatus({ kind: 'error', message: t('resetPassword.invalidToken') });
      return;
    }
    const problem = passwordProblem(password);
    if (problem) {
      setStatus({ kind: 'error', message: problem.description });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await resetPassword({ token, newPassword: password });
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof ApiError ? error.message : t('resetPassword.unexpected') });
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-semibold">{t('resetPassword.title')}</h1>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={t('resetPassword.newPassword')} hint={t('validation.passwordTooShortHint')}>
            {({ id, describedBy }) => (
              <PasswordInput
                id={id}
                required
                autoComplete="new-password"
                placeholder={t('resetPassword.newPassword')}
                aria-describedby={describedBy}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          {status.kind === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {status.message}
            </p>
          )}
          {status.kind === 'success' && (
            <p role="status" className="text-sm text-brand-800">
              {t('resetPassword.success')}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={status.kind === 'submitting' || status.kind === 'success'}>
            {status.kind === 'submitting' ? t('resetPassword.updating') : t('resetPassword.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
