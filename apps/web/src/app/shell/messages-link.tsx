import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GENERAL_BADGE_MAX } from '@prosper/shared/constants/notifications';
import { badgeText } from '@prosper/shared/rules/badge';
import { unreadQuery } from '../api/threads.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The navigation bar's Messages link with the count of unread messages, beside the bell (phones
 * too); app/live-updates keeps the count live. Loaded after the first paint.
 */
export default function MessagesLink() {
  const { t } = useTranslation();
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  const badge = badgeText(unread, GENERAL_BADGE_MAX);
  return (
    <NavLink
      to={paths.messages}
      aria-label={badge ? t('messages.navWithCount', { count: unread, replace: { count: badge } }) : t('messages.navLabel')}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 ${isActive ? 'bg-brand-100 text-brand-900' : ''}`
      }
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
