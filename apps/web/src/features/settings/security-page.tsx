import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SecuritySection } from './components/security-section.tsx';

/** Stand-in for /settings/security until the settings shell mounts SecuritySection among its sections. */
export default function SecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.settings'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('nav.settings')}</h1>
      <SecuritySection />
    </div>
  );
}
