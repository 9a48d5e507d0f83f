import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { paths } from './paths.ts';

/** The route guard of SPEC §2: spinner, then /auth, 'Loading user profile...', or 'Access Denied'. */
export function Guard({ role, children }: { role?: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner label={t('app.loading')} />;
  if (session.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p>{session.error.message}</p>
        <Button onClick={() => void session.refetch()}>{t('app.tryAgain')}</Button>
      </div>
    );
  }
  if (!session.data) return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  if (!session.data.profile) return <Spinner label={t('app.loadingProfile')} />;
  if (role && session.data.profile.role !== role) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('app.accessDenied')}</h1>
        <p className="mt-2 text-stone-700">{t('app.noPermission')}</p>
      </div>
    );
  }
  return children;
}
