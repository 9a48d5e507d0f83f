import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popUpsSupported } from '../alerts/alerts.ts';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { usePrefs, writePrefs } from '../alerts/prefs.ts';

/**
 * This device's sound and pop-up alerts. The browser asks for permission to show pop-up alerts
 * only when the member switches them on here, never when a page opens.
 */
export function DeviceAlerts() {
  const { t } = useTranslation();
  const prefs = usePrefs();
  const supported = popUpsSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? Notification.permission : 'denied'));
  const popUpsOn = supported && permission === 'granted' && prefs.push;

  const togglePopUps = async () => {
    if (popUpsOn) return writePrefs({ push: false });
    let answer = permission;
    if (answer === 'default') {
      answer = await Notification.requestPermission();
      setPermission(answer);
    }
    if (answer === 'granted') writePrefs({ push: true });
  };

  const popUpsHint = !supported
    ? t('notifications.popUpAlertsUnsupported')
    : permission === 'denied'
      ? t('notifications.popUpAlertsBlocked')
      : t('notifications.popUpAlertsHint');

  return (
    <div className="divide-y divide-stone-200">
      <SwitchRow
        label={t('notifications.sound')}
        hint={t('notifications.soundHint')}
        checked={prefs.sound}
        onToggle={() => writePrefs({ sound: !prefs.sound })}
      />
      <SwitchRow
        label={t('notifications.popUpAlerts')}
        hint={popUpsHint}
        checked={popUpsOn}
        disabled={!supported || permission === 'denied'}
        onToggle={() => void togglePopUps()}
      />
      <p className="pt-3 text-xs text-stone-600">{t('notifications.quietHoursNote')}</p>
    </div>
  );
}
