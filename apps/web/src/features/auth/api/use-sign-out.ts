import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from './auth-calls.ts';
import { viewerKeys } from '../../../lib/viewer.ts';
import { paths } from '../../../lib/paths.ts';
import { forgetOfflineAnswers } from '../../../lib/pwa/offline-answers.ts';
import { unsubscribeThisBrowser } from '../../../lib/pwa/push-subscription.ts';
import { NEW_PAGE } from '../../../lib/route-focus.ts';

/** Signs out, forgets everything cached for the member (in memory and offline) and ends push here, and goes to / (SPEC §4) as a new page. */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch {
      toast.error(t('auth.errorSigningOut'));
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(viewerKeys.all, null);
    // And what the service worker kept of them for reading offline (decision 042).
    await forgetOfflineAnswers();
    // A signed-out browser gets no one's push notifications: its push service drops the subscription,
    // and our next push to it, answered 410, removes the device (decision 047).
    await unsubscribeThisBrowser().catch(() => undefined);
    // A new page even when the member signs out on / (decision 025): the focus goes to its heading.
    await navigate(paths.landing, { state: NEW_PAGE });
  };
}
