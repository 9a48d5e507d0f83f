import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { paths } from '../../lib/paths.ts';
import { useUnreadMessages } from '../../lib/unread-messages.ts';

/**
 * The navigation bar's Messages link with the count of unread messages, beside the bell (phones
 * too); app/live-updates keeps the count live. Loaded after the first paint.
 */
export default function MessagesLink() {
  const { t } = useTranslation();
  const { count, badge } = useUnreadMessages();
  return (
    <NavLink
      to={paths.messages}
      aria-label={badge ? t('messages.navWithCount', { count, replace: { count: badge } }) : t('messages.navLabel')}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 ${isActive ? 'bg-brand-100 text-brand-900' : ''}`
      }
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {badge && <CountBadge text={badge} data-testid="messages-badge" className="absolute top-0.5 right-0" />}
    </NavLink>
  );
}
