import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { keepOfflineAnswersFor } from '../lib/pwa/offline-answers.ts';
import { useViewer } from '../lib/viewer.ts';
import { whenIdleAfterLoad } from '../lib/when-idle-after-load.ts';

/**
 * The installable app (issue 19; decision 042): registers the service worker once the first page is
 * interactive (its code is a chunk of its own, loaded then), offers a new version with a Reload
 * button, and keeps the offline answers to the member signed in. Not in `vite dev`, which has no
 * worker.
 */
export function InstallableApp() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const viewerId = viewer.isSuccess ? (viewer.data?.user.id ?? null) : undefined;
  useEffect(() => {
    if (viewerId !== undefined) void keepOfflineAnswersFor(viewerId);
  }, [viewerId]);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    whenIdleAfterLoad(
      () =>
        void import('../lib/pwa/register.ts')
          .then(({ registerServiceWorker }) =>
            registerServiceWorker({
              onUpdateReady: (apply) =>
                toast(t('app.updateAvailable'), {
                  id: 'app-update',
                  duration: Number.POSITIVE_INFINITY,
                  action: { label: t('app.reload'), onClick: apply },
                }),
            }),
          )
          // The chunk could not be fetched (offline on a first visit): the next page load tries again.
          .catch(() => undefined),
    );
  }, [t]);
  return null;
}
