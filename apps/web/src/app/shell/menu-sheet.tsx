import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { paths } from '../../lib/paths.ts';
import { useMemberMenu } from './member-menu.ts';
import { NavLinks, navLinkClass } from './nav-links.tsx';

type Props = {
  viewer: Viewer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone layout's right-side sheet titled Menu (SPEC §2): the bar's links, then for a member the
 * same groups as the profile menu (member-menu.ts), their name and email under Account, and Sign out.
 */
export default function MenuSheet({ viewer, open, onOpenChange, menuButton }: Props) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Sheet title={t('nav.menu')} closeLabel={t('app.close')} open={open} onOpenChange={onOpenChange} returnFocusTo={menuButton}>
      <nav aria-label={t('nav.menu')}>
        <NavLinks profile={viewer?.profile ?? null} vertical onNavigate={close} />
        {viewer && <MemberGroups viewer={viewer} onNavigate={close} />}
      </nav>
      {viewer ? (
        <div className="mt-auto border-t border-stone-200 pt-4">
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              close();
              signOut();
            }}
          >
            {t('nav.signOut')}
          </Button>
        </div>
      ) : (
        <div className="mt-auto flex flex-col gap-2 border-t border-stone-200 pt-4">
          <Link to={paths.auth} onClick={close} className={buttonClass('secondary', 'w-full')}>
            {t('nav.signIn')}
          </Link>
          <Link to={paths.signUp} onClick={close} className={buttonClass('primary', 'w-full')}>
            {t('nav.getStarted')}
          </Link>
        </div>
      )}
    </Sheet>
  );
}

function MemberGroups({ viewer, onNavigate }: { viewer: Viewer; onNavigate: () => void }) {
  const groups = useMemberMenu();
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`menu-sheet-${group.id}`} className="mt-3 border-t border-stone-200 pt-3">
          <h3 id={`menu-sheet-${group.id}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {group.label}
          </h3>
          {group.id === 'account' && (
            <div className="px-3 pb-1">
              {viewer.profile && <p className="font-medium">{fullName(viewer.profile)}</p>}
              <p className="truncate text-sm text-stone-600">{viewer.user.email}</p>
            </div>
          )}
          <ul className="flex flex-col gap-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onNavigate} aria-label={link.name} className={navLinkClass}>
                  {link.label}
                  {link.badge && <CountBadge text={link.badge} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
