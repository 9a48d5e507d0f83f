import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GENERAL_BADGE_MAX } from '@prosper/shared/constants/notifications';
import { badgeText } from '@prosper/shared/rules/badge';
import type { ViewerProfile } from '@prosper/shared/schemas/viewer';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { useUnreadSyncRequests } from '../../features/notifications/api/queries.ts';
import { paths } from '../../lib/paths.ts';

/** A link of the bar or the Menu sheet; the current page (or one under it) is tinted. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-100 text-brand-900' : 'text-stone-700 hover:bg-stone-100',
  );

/** The links of the navigation bar, with the visibility rules of SPEC §2. */
export function NavLinks({
  profile,
  vertical,
  onNavigate,
}: {
  profile: ViewerProfile | null;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const requests = useUnreadSyncRequests(profile !== null);
  const badge = badgeText(requests, GENERAL_BADGE_MAX);
  const links: { to: string; label: string; badge?: string | null; ariaLabel?: string }[] = profile
    ? [
        { to: paths.mentors, label: t('nav.mentors') },
        // NavLink matches every path under /programs, so Programs stays highlighted there.
        { to: paths.programs, label: t('nav.programs') },
        // The red badge of unread connection requests (SPEC §2), kept live by the notifications area.
        {
          to: paths.networks,
          label: t('nav.networks'),
          badge,
          ariaLabel: badge ? t('nav.networksWithCount', { count: requests, replace: { count: badge } }) : undefined,
        },
        ...(profile.role === 'admin' ? [{ to: paths.admin, label: t('nav.admin') }] : []),
        ...(profile.role === 'mentor' ? [{ to: paths.analytics, label: t('nav.analytics') }] : []),
      ]
    : [{ to: paths.about, label: t('nav.about') }];
  return (
    <ul className={clsx('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate} className={navLinkClass} aria-label={link.ariaLabel}>
            {link.label}
            {link.badge && <CountBadge text={link.badge} data-testid="networks-badge" />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
