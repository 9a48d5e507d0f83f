import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type DateFormat, LANGUAGES, type Language, THEMES, TIME_FORMATS } from '@prosper/shared/constants/account-settings';
import { CURRENCIES, CURRENCY_CODES, type Currency } from '@prosper/shared/constants/currencies';
import { Field, Select } from '../../../components/ui/field.tsx';
import { RadioChoices } from '../../../components/ui/radio-choices.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { setDataSaver, useDataSaver } from '../../../lib/data-saver.ts';
import { TIME_ZONES } from '../../../lib/time-zones.ts';
import { useAccountSettings } from '../api/settings.ts';
import { SettingsGroup, SettingsSection } from './settings-section.tsx';

/** Today written each way, so a member sees what they choose. */
function dateExample(format: DateFormat, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [y, m, d] = [String(now.getFullYear()), pad(now.getMonth() + 1), pad(now.getDate())];
  return format.replace('YYYY', y).replace('MM', m).replace('DD', d);
}

const INTEGRATIONS = ['linkedin', 'googleCalendar', 'outlook'] as const;

/**
 * Language, currency, time zone (decision 048), time and date formats and theme, applied to every page once saved; the data
 * saver, kept on this device (decision 043); the services that cannot be connected yet.
 */
export default function AccountSection() {
  const { t } = useTranslation();
  const { query, shown, save } = useAccountSettings();
  const savingData = useDataSaver();
  return (
    <SettingsSection title={t('settings.sections.account.title')} lead={t('settings.sections.account.lead')} query={query}>
      {shown && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('settings.account.language')}>
              {({ control }) => (
                <Select {...control} value={shown.language} onChange={(e) => save({ language: e.target.value as Language })}>
                  {Object.entries(LANGUAGES).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('settings.account.currency')} hint={t('settings.account.currencyHint')}>
              {({ control }) => (
                <Select {...control} value={shown.currency} onChange={(e) => save({ currency: e.target.value as Currency })}>
                  {CURRENCY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code} ({CURRENCIES[code].symbol})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('settings.account.timeZone')} hint={t('settings.account.timeZoneHint')}>
              {({ control }) => (
                <Select {...control} value={shown.timezone ?? ''} onChange={(e) => e.target.value && save({ timezone: e.target.value })}>
                  {!shown.timezone && <option value="">{t('settings.account.timeZoneUnset')}</option>}
                  {TIME_ZONES.map((zone) => (
                    <option key={zone}>{zone}</option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <RadioChoices
            legend={t('settings.account.timeFormat')}
            value={shown.timeFormat}
            choices={TIME_FORMATS.map((value) => ({
              value,
              label: t(`settings.account.timeFormats.${value}`, { example: value === '24' ? '14:30' : '2:30 PM' }),
            }))}
            onChange={(timeFormat) => save({ timeFormat })}
          />
          <RadioChoices
            legend={t('settings.account.dateFormat')}
            value={shown.dateFormat}
            choices={DATE_FORMATS.map((value) => ({ value, label: `${value} (${dateExample(value)})` }))}
            onChange={(dateFormat) => save({ dateFormat })}
          />
          <RadioChoices
            legend={t('settings.account.theme')}
            value={shown.theme}
            choices={THEMES.map((value) => ({ value, label: t(`settings.account.themes.${value}`) }))}
            onChange={(theme) => save({ theme })}
          />
          <SwitchRow
            label={t('settings.account.dataSaver')}
            hint={t('settings.account.dataSaverHint')}
            checked={savingData}
            onToggle={() => setDataSaver(!savingData)}
          />
          <SettingsGroup title={t('settings.account.integrations')}>
            <p className="py-2 text-sm text-stone-700">{t('settings.account.integrationsLead')}</p>
            {INTEGRATIONS.map((service) => (
              <div key={service} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <p className="text-sm font-medium text-stone-900">{t(`settings.account.${service}.name`)}</p>
                  <p className="text-xs text-stone-600">{t(`settings.account.${service}.does`)}</p>
                </div>
                <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                  {t('settings.account.notConnected')}
                </span>
              </div>
            ))}
          </SettingsGroup>
        </>
      )}
    </SettingsSection>
  );
}
