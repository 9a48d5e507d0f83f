import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popUpsSupported } from '../alerts/alerts.ts';
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

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-stone-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={onToggle}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-stone-500',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
