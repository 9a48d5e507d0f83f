import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import { Button } from '../../../components/ui/button.tsx';
import { pushSupported } from '../../../lib/pwa/push-subscription.ts';
import { type TestedChannel, useSendChannelTest } from '../api/channel-tests.ts';
import { usePushDevices } from '../api/push.ts';
import { useSendSmsTest, useSmsPhone } from '../api/sms.ts';
import { useSendWhatsappTest, useWhatsappState } from '../api/whatsapp.ts';

type Channel = TestedChannel | 'sms' | 'whatsapp';
/** What stands between a channel and the member: on, off, or what they must fix first. */
type State = 'on' | 'off' | 'notVerified' | 'optedOut' | 'blocked' | 'noDevice';

const TONE: Record<State, string> = {
  on: 'bg-green-50 text-green-800 ring-green-700/20',
  off: 'bg-stone-100 text-stone-700 ring-stone-600/20',
  notVerified: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  optedOut: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  blocked: 'bg-red-50 text-red-800 ring-red-700/20',
  noDevice: 'bg-amber-50 text-amber-900 ring-amber-700/30',
};

/** This browser's answer to notifications: "denied" means the member blocked them in the browser. */
const browserBlocksPush = () => !pushSupported() || Notification.permission === 'denied';

/**
 * Each channel with its state (issue 28, item 7) and "Send a test", which goes only to the member:
 * a test is offered where the channel can deliver now.
 */
export function ChannelStates({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const devices = usePushDevices();
  const phone = useSmsPhone();
  const sendTest = useSendChannelTest();
  const sendSmsTest = useSendSmsTest();
  const whatsapp = useWhatsappState();
  const sendWhatsappTest = useSendWhatsappTest();

  const states: Record<Channel, State> = {
    inApp: settings.inAppNotificationsEnabled ? 'on' : 'off',
    email: settings.emailNotificationsEnabled ? 'on' : 'off',
    push: browserBlocksPush()
      ? 'blocked'
      : !settings.pushNotificationsEnabled
        ? 'off'
        : (devices.data?.devices.length ?? 0) === 0
          ? 'noDevice'
          : 'on',
    sms: !settings.smsNotificationsEnabled ? 'off' : !phone.data?.verified ? 'notVerified' : phone.data.optedOut ? 'optedOut' : 'on',
    // WhatsApp carries the texts of a member who chose it (decisions 053, 058): the SMS switch and
    // the verified phone first, then the choice; a STOP on either channel stops it.
    whatsapp: !settings.smsNotificationsEnabled
      ? 'off'
      : !phone.data?.verified
        ? 'notVerified'
        : phone.data.optedOut || whatsapp.data?.stoppedAt
          ? 'optedOut'
          : whatsapp.data?.channel === 'whatsapp'
            ? 'on'
            : 'off',
  };
  // WhatsApp is listed only where this server offers it.
  const listed: Channel[] = ['inApp', 'email', 'push', 'sms', ...(whatsapp.data?.available ? (['whatsapp'] as const) : [])];
  const pending = sendTest.isPending || sendSmsTest.isPending || sendWhatsappTest.isPending;
  const test = (channel: Channel) => {
    const handlers = {
      onSuccess: () => toast.success(t(`settings.notifications.channelStates.sent.${channel}`)),
      onError: (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    };
    if (channel === 'sms') sendSmsTest.mutate(undefined, handlers);
    else if (channel === 'whatsapp') sendWhatsappTest.mutate(undefined, handlers);
    else sendTest.mutate(channel, handlers);
  };

  return (
    <ul
      aria-label={t('settings.notifications.channelStates.title')}
      className="divide-y divide-stone-200 rounded-lg border border-stone-200"
    >
      {listed.map((channel) => {
        const state = states[channel];
        const name = t(`settings.notifications.channelStates.names.${channel}`);
        return (
          <li key={channel} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-stone-900">{name}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[state]}`}>
                {t(`settings.notifications.channelStates.states.${state}`)}
              </span>
            </span>
            {state === 'on' && (
              <Button type="button" variant="secondary" disabled={pending} onClick={() => test(channel)}>
                {t('settings.notifications.channelStates.sendTest', { channel: name })}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
