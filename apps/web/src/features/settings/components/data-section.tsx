import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useExportData } from '../api/export.ts';
import { DeleteAccount } from './delete-account.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Settings, "Your data": download everything as one file (SPEC §7 Export, §8 toasts). A member who
 * turned export off in Privacy is told so, with the way there. Deleting the account follows, as a
 * part of its own.
 */
export default function DataSection() {
  const { t } = useTranslation();
  const exportData = useExportData();
  const turnedOff = exportData.error instanceof ApiError && exportData.error.code === 'export_disabled';
  const start = () => {
    // The button stays enabled (a disabled one drops the focus): a second press while it works is ignored.
    if (exportData.isPending) return;
    exportData.mutate(undefined, {
      onSuccess: () => toast.success(t('export.completed')),
      onError: (error) => toast.error(t('export.failed'), { description: error.message }),
    });
  };
  return (
    <SettingsSection title={t('settings.sections.data.title')} lead={t('settings.sections.data.lead')}>
      <div className="space-y-3">
        <p className="text-sm text-stone-700">{t('export.lead')}</p>
        {turnedOff && (
          <p role="alert" className="text-sm text-red-700">
            {t('export.disabled')}{' '}
            <Link to={paths.settingsSection('privacy')} className="font-medium text-brand-800 underline">
              {t('export.openPrivacy')}
            </Link>
          </p>
        )}
        <Button variant="secondary" onClick={start} aria-busy={exportData.isPending}>
          {exportData.isPending ? t('export.working') : t('export.button')}
        </Button>
      </div>
      <DeleteAccount />
    </SettingsSection>
  );
}
