import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { Avatar, avatarInitials } from '../../components/ui/avatar.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { type MenuLink, useMemberMenu } from './member-menu.ts';

const itemClass = 'flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm';

/** The wide screens' profile menu (SPEC §2), with the member's daily pages in groups (member-menu.ts). */
export default function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const groups = useMemberMenu();
  const profile = viewer.profile;
  // The visible initials are part of the name, so 'click NM' works for a speech user (WCAG 2.5.3).
  const name = profile ? fullName(profile) : viewer.user.email;
  const label = profile?.avatarUrl
    ? t('nav.profileMenuOfPhoto', { name })
    : t('nav.profileMenuOf', { name, initials: avatarInitials(profile?.firstName, profile?.lastName) });
  return (
    // Not modal: the page behind stays as it is (no aria-hidden over links that can still take focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rounded-full" aria-label={label}>
        <Avatar firstName={profile?.firstName} lastName={profile?.lastName} src={profile?.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          {profile && (
            <div className="px-3 py-2 text-sm">
              <p className="font-medium">{fullName(profile)}</p>
              <p className="truncate text-stone-600">{viewer.user.email}</p>
            </div>
          )}
          {groups.map((group) => (
            <Fragment key={group.id}>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <DropdownMenu.Group aria-labelledby={`profile-menu-${group.id}`}>
                <DropdownMenu.Label
                  id={`profile-menu-${group.id}`}
                  className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
                >
                  {group.label}
                </DropdownMenu.Label>
                {group.links.map((link) => (
                  <MenuItemLink key={link.to} link={link} />
                ))}
                {group.id === 'account' && (
                  <DropdownMenu.Item
                    className={clsx(itemClass, 'text-stone-800 data-[highlighted]:bg-stone-100')}
                    onSelect={() => signOut()}
                  >
                    {t('nav.logOut')}
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Group>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A link item, marked as the current page on its path and every path under it (/sessions/123 is Sessions). */
function MenuItemLink({ link }: { link: MenuLink }) {
  const current = useMatch({ path: link.to, end: link.end ?? false }) !== null;
  return (
    <DropdownMenu.Item
      asChild
      className={clsx(
        itemClass,
        // The current page keeps a tint of its own, and a deeper one under the keyboard's highlight.
        current
          ? 'bg-brand-50 font-semibold text-brand-900 data-[highlighted]:bg-brand-100'
          : 'text-stone-800 data-[highlighted]:bg-stone-100',
      )}
    >
      <Link to={link.to} aria-current={current ? 'page' : undefined} aria-label={link.name}>
        {link.label}
        {link.badge && <CountBadge text={link.badge} />}
      </Link>
    </DropdownMenu.Item>
  );
}
