import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { useUnreadMessages } from '../../lib/unread-messages.ts';
import { useViewer } from '../../lib/viewer.ts';

export type MenuLink = {
  to: string;
  label: string;
  /** What a screen reader says when it differs from the label: the unread count. */
  name?: string;
  badge?: string | null;
  /** Current on this exact path only: /profile/{id} is someone else's profile, not the member's own. */
  end?: boolean;
};
export type MenuGroup = { id: string; label: string; links: MenuLink[] };

/**
 * What a member uses daily beyond the bar's links (issue 14), grouped so the menus stay short: the
 * profile menu on wide screens and the Menu sheet on phones show the same groups, each closing
 * with its own sign-out. Every link carries its page's own title.
 */
export function useMemberMenu(): MenuGroup[] {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  const isAdmin = useViewer().data?.profile?.role === 'admin';
  const groups: MenuGroup[] = [
    {
      id: 'activity',
      label: t('nav.yourActivity'),
      links: [
        { to: paths.sessions, label: t('sessions.title') },
        {
          to: paths.messages,
          label: t('messages.navLabel'),
          badge: unread.badge,
          name: unread.badge ? t('messages.navWithCount', { count: unread.count, replace: { count: unread.badge } }) : undefined,
        },
        { to: paths.savedPosts, label: t('articles.savedTitle') },
      ],
    },
    {
      id: 'people',
      label: t('nav.people'),
      links: [
        { to: paths.connect, label: t('connect.title') },
        { to: paths.users, label: t('users.title') },
      ],
    },
    {
      id: 'account',
      label: t('nav.account'),
      links: [
        { to: paths.profile, label: t('nav.profile'), end: true },
        { to: paths.settings, label: t('nav.settings') },
      ],
    },
  ];
  // What only admins manage; the admin area (issue 16) joins this group.
  if (isAdmin)
    groups.splice(2, 0, { id: 'admin', label: t('nav.admin'), links: [{ to: paths.newsletters, label: t('newsletter.title') }] });
  return groups;
}
