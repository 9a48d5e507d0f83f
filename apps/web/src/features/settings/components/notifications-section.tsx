import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_FREQUENCIES } from '@prosper/shared/constants/notifications';
import { type NotificationSettings, TIME_OF_DAY } from '@prosper/shared/schemas/notification-settings';
import { Field, Input } from '../../../components/ui/field.tsx';
import { RadioChoices } from '../../../components/ui/radio-choices.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useNotificationSettings } from '../api/settings.ts';
import { ChannelStates } from './channel-states.tsx';
import { PushDevices } from './push-devices.tsx';
import { SmsPhone } from './sms-phone.tsx';
import { WhatsappChoice } from './whatsapp-choice.tsx';
import { SettingsGroup, SettingsSection } from './settings-section.tsx';

type Switch = { [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never }[keyof NotificationSettings];

const CHANNELS: Switch[] = [
  'emailNotificationsEnabled',
  'inAppNotificationsEnabled',
  'pushNotificationsEnabled',
  'smsNotificationsEnabled',
];
const ALERTS: Switch[] = ['notificationSoundEnabled', 'vibrationEnabled', 'doNotDisturbEnabled', 'priorityNotificationsEnabled'];
const CATEGORIES: Switch[] = [
  'sessionNotificationsEnabled',
  'messageNotificationsEnabled',
  'socialNotificationsEnabled',
  'qaNotificationsEnabled',
  'paymentNotificationsEnabled',
  'storyNotificationsEnabled',
  'reviewNotificationsEnabled',
];

/**
 * Every field of the member's notification settings, kept by the server, this device's own
 * alerts (the notifications area's, given by the app) and the newsletter (the newsletter area's).
 */
export default function NotificationsSection({
  deviceAlerts: DeviceAlerts,
  newsletter: Newsletter,
}: {
  deviceAlerts: ComponentType;
  newsletter: ComponentType;
}) {
  const { t } = useTranslation();
  const { query, shown, save } = useNotificationSettings();
  const rows = (keys: Switch[]) =>
    shown &&
    keys.map((key) => (
      <SwitchRow
        key={key}
        label={t(`settings.notifications.${key}.label`)}
        hint={t(`settings.notifications.${key}.hint`)}
        checked={shown[key]}
        onToggle={() => save({ [key]: !shown[key] })}
      />
    ));
  const saveTime = (key: 'quietHoursStart' | 'quietHoursEnd', value: string) => {
    if (TIME_OF_DAY.test(value) && value !== shown?.[key]) save({ [key]: value });
  };
  return (
    <SettingsSection title={t('settings.sections.notifications.title')} lead={t('settings.sections.notifications.lead')} query={query}>
      {shown && (
        <>
          <SettingsGroup title={t('settings.notifications.channels')}>
            {rows(CHANNELS)}
            <ChannelStates settings={shown} />
          </SettingsGroup>
          <RadioChoices
            legend={t('settings.notifications.frequency')}
            value={shown.notificationFrequency}
            choices={NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: t(`settings.notifications.frequencies.${value}`) }))}
            onChange={(notificationFrequency) => save({ notificationFrequency })}
          />
          <SettingsGroup title={t('settings.notifications.quietHours')}>
            {rows(['quietHoursEnabled'])}
            <div className="grid grid-cols-2 gap-4 py-3">
              {(['quietHoursStart', 'quietHoursEnd'] as const).map((key) => (
                <Field key={key} label={t(`settings.notifications.${key}`)}>
                  {({ control }) => (
                    <Input
                      {...control}
                      type="time"
                      defaultValue={shown[key]}
                      onBlur={(e) => saveTime(key, e.target.value)}
                      onKeyDown={(e) => e.key === 'Enter' && saveTime(key, e.currentTarget.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </SettingsGroup>
          <SettingsGroup title={t('settings.notifications.alerts')}>{rows(ALERTS)}</SettingsGroup>
          <SettingsGroup title={t('settings.notifications.categories')}>{rows(CATEGORIES)}</SettingsGroup>
          <SettingsGroup title={t('settings.notifications.push.title')}>
            <PushDevices />
            {rows(['pushMessageTextEnabled'])}
          </SettingsGroup>
          <SettingsGroup title={t('notifications.sms.title')}>
            <SmsPhone />
            <WhatsappChoice />
            {rows(['smsUnreadDailyEnabled'])}
          </SettingsGroup>
          <SettingsGroup title={t('settings.notifications.thisDevice')}>
            <DeviceAlerts />
          </SettingsGroup>
          <SettingsGroup title={t('newsletter.settingsTitle')}>
            <Newsletter />
          </SettingsGroup>
        </>
      )}
    </SettingsSection>
  );
}
