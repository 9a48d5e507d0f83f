import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A spinner while an admin page's data comes, an alert if it cannot, then the page. */
export function LoadState({ pending, failed, children }: { pending: boolean; failed: boolean; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('admin.loadFailed')}
      </p>
    );
  }
  if (pending) return <Spinner label={t('app.loading')} />;
  return children();
}
