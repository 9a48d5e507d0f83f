import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WELCOME_TOAST_MS } from '@prosper/shared/constants/limits';
import { returnPathOr } from '@prosper/shared/rules/return-path';
import { paths } from '../../../lib/paths.ts';
import { viewerQuery } from '../../../lib/viewer.ts';
import { rememberTimeZone } from './remember-time-zone.ts';

/**
 * What follows a sign-in (SPEC §4): the profile is loaded, the browser's time zone kept for a member
 * with none (decision 048), 'Welcome back, {first_name}' shows for
 * 4 s, and from /auth or / the member goes on to where they were headed, or /dashboard.
 */
export function useSignedIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  /** Resolves to whether a member is now signed in: a confirmation link opened elsewhere confirms without a session. */
  return async (): Promise<boolean> => {
    await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
    const viewer = await queryClient.fetchQuery(viewerQuery);
    if (!viewer) return false;
    const firstName = viewer.profile?.firstName;
    // Awaited, so the pages that follow read the zone; a failure only tries again at the next sign-in.
    if (viewer.profile) await rememberTimeZone().catch(() => undefined);
    toast(firstName ? t('auth.welcomeBackName', { firstName }) : t('auth.welcomeBack'), {
      description: t('auth.welcomeBackText'),
      duration: WELCOME_TOAST_MS,
    });
    const recovery = window.location.hash.includes('type=recovery');
    if ((location.pathname === paths.auth || location.pathname === paths.landing) && !recovery) {
      await navigate(afterSignInPath(location.state), { replace: true });
    }
    return true;
  };
}

/** Back to the guarded page (or the booking) that sent the member to sign in, else the dashboard; never off-site. */
export function afterSignInPath(state: unknown): string {
  return returnPathOr((state as { from?: unknown } | null)?.from, paths.dashboard);
}
