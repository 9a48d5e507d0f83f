import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/pwa/online-status.ts';

/**
 * "You are offline" (issue 19), under the navigation bar and sticky with it, so it stays in sight
 * and covers nothing. The live region is always there, so a screen reader hears the change.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : 'border-t border-amber-300 bg-amber-50 px-4 py-1.5 text-sm text-amber-900'}>
      {!online && (
        <p className="mx-auto flex max-w-6xl items-center gap-2">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('app.offline')}
        </p>
      )}
    </div>
  );
}
