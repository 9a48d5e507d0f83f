import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DataSection } from './components/data-section.tsx';

/** /settings/data until the settings screen lands around it: the page's heading and the section. */
export default function DataPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.settings'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('nav.settings')}</h1>
      <DataSection />
    </div>
  );
}
