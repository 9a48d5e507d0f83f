import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PushDevice } from '@prosper/shared/schemas/push';
import { Button } from '../../../components/ui/button.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { pushSupported } from '../../../lib/pwa/push-subscription.ts';
import { usePushDevices, useRemovePushDevice, useThisDevice, useTurnPushOn } from '../api/push.ts';

const ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop } as const;

/**
 * Push notifications (decision 047): on or off for this browser, asking the browser's permission
 * only when switched on here; and every device that gets them, each removable.
 */
export function PushDevices() {
  const { t } = useTranslation();
  const supported = pushSupported();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? Notification.permission : 'denied'));
  const devices = usePushDevices();
  const thisDevice = useThisDevice();
  const turnOn = useTurnPushOn();
  const remove = useRemovePushDevice();
  const thisId = thisDevice.data ?? null;
  const on = thisId !== null && (devices.data?.devices.some((d) => d.id === thisId) ?? true);

  const toggle = () => {
    if (turnOn.isPending || remove.isPending) return;
    if (on && thisId) {
      remove.mutate(
        { id: thisId, thisDevice: true },
        {
          onSuccess: () => toast.success(t('settings.notifications.push.turnedOff')),
          onError: () => toast.error(t('settings.notifications.push.removeFailed')),
        },
      );
      return;
    }
    turnOn.mutate(undefined, {
      onSuccess: (id) => {
        setPermission(Notification.permission);
        if (id) toast.success(t('settings.notifications.push.turnedOn'));
      },
      onError: () => toast.error(t('settings.notifications.push.failed')),
    });
  };

  const hint = !supported
    ? t('settings.notifications.push.unsupported')
    : permission === 'denied'
      ? t('settings.notifications.push.blocked')
      : t('settings.notifications.push.thisDeviceHint');
  const list = devices.data?.devices ?? [];

  return (
    <div>
      <SwitchRow
        label={t('settings.notifications.push.thisDevice')}
        hint={hint}
        checked={supported && on}
        disabled={!supported || permission === 'denied'}
        onToggle={toggle}
      />
      <h4 id="push-devices-heading" className="pt-3 text-sm font-medium text-stone-900">
        {t('settings.notifications.push.devices')}
      </h4>
      {devices.isSuccess && list.length === 0 && (
        <p className="py-2 text-sm text-stone-700">{t('settings.notifications.push.noDevices')}</p>
      )}
      <ul aria-labelledby="push-devices-heading" className="divide-y divide-stone-200">
        {list.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            current={device.id === thisId}
            onRemove={() =>
              remove.mutate(
                { id: device.id, thisDevice: device.id === thisId },
                {
                  onSuccess: () => toast.success(t('settings.notifications.push.removed')),
                  onError: () => toast.error(t('settings.notifications.push.removeFailed')),
                },
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}

function DeviceRow({ device, current, onRemove }: { device: PushDevice; current: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const Icon = ICONS[device.device];
  const kind = t(`settings.security.signIns.devices.${device.device}`);
  const browser = device.browser ?? t('settings.notifications.push.unknownBrowser');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-stone-600" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-stone-900">
          {browser} · {kind}
          {current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {t('settings.notifications.push.current')}
            </span>
          )}
        </p>
        <p className="text-stone-700">
          {t('settings.notifications.push.added')} <TimeAgo date={device.createdAt} />
        </p>
      </div>
      <Button variant="secondary" onClick={onRemove} aria-label={t('settings.notifications.push.removeNamed', { browser, device: kind })}>
        {t('settings.notifications.push.remove')}
      </Button>
    </li>
  );
}
