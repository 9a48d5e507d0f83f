import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useMySubscription, useSetMySubscription } from '../api/my-subscription.ts';

/** Settings, Notifications: the newsletter at the member's account address, on or off. */
export function NewsletterSwitch() {
  const { t } = useTranslation();
  const mine = useMySubscription();
  const set = useSetMySubscription();
  if (!mine.data) return null;
  const subscribed = mine.data.subscribed;
  return (
    <SwitchRow
      label={t('newsletter.settingsSwitch')}
      hint={t('newsletter.settingsHint')}
      checked={subscribed}
      disabled={set.isPending}
      onToggle={() =>
        set.mutate(!subscribed, {
          onSuccess: () => toast.success(t(subscribed ? 'newsletter.unsubscribed' : 'newsletter.subscribed')),
          onError: (error) =>
            toast.error(t(subscribed ? 'newsletter.unsubscribeFailed' : 'newsletter.subscribeFailed'), { description: error.message }),
        })
      }
    />
  );
}
