import { useTranslation } from 'react-i18next';
import { type PrivacySettings, privacySettingsSchema } from '@prosper/shared/schemas/privacy-settings';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { usePrivacySettings } from '../api/settings.ts';
import { SettingsSection } from './settings-section.tsx';

const KEYS = Object.keys(privacySettingsSchema.shape) as (keyof PrivacySettings)[];

/** What others see of the member and what leaves the platform; each setting is kept by the server (decision 029). */
export default function PrivacySection() {
  const { t } = useTranslation();
  const { query, shown, save } = usePrivacySettings();
  return (
    <SettingsSection title={t('settings.sections.privacy.title')} lead={t('settings.sections.privacy.lead')} query={query}>
      {shown && (
        <div className="divide-y divide-stone-200">
          {KEYS.map((key) => (
            <SwitchRow
              key={key}
              label={t(`settings.privacy.${key}.label`)}
              hint={t(`settings.privacy.${key}.hint`)}
              checked={shown[key]}
              onToggle={() => save({ [key]: !shown[key] })}
            />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
