import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useViewer } from '../lib/viewer.ts';
import { paths } from '../lib/paths.ts';

/** The route guard of SPEC §2: spinner, then /auth, 'Loading user profile...', or 'Access Denied'. */
export function Guard({ role, children }: { role?: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.isPending) return <Spinner label={t('app.loading')} />;
  if (viewer.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p>{viewer.error.message}</p>
        <Button onClick={() => void viewer.refetch()}>{t('app.tryAgain')}</Button>
      </div>
    );
  }
  if (!viewer.data) return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  if (!viewer.data.profile) return <Spinner label={t('app.loadingProfile')} />;
  if (role && viewer.data.profile.role !== role) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('app.accessDenied')}</h1>
        <p className="mt-2 text-stone-700">{t('app.noPermission')}</p>
      </div>
    );
  }
  return children;
}
