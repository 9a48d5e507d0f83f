import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useViewer } from '../../lib/viewer.ts';
import { paths } from '../../lib/paths.ts';
import { OfflineBar } from '../offline-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

// The menu's code (Radix and its positioning) loads only for members, never on a visitor's first page.
const ProfileMenu = lazyPart(() => import('./profile-menu.tsx'));
// The bell and its dropdown load once a member is known, after the first paint.
const NotificationBell = lazyPart(() => import('../../features/notifications/components/notification-bell.tsx'));
// The Messages link with its unread badge, the same way.
const MessagesLink = lazyPart(() => import('./messages-link.tsx'));

export function Navbar() {
  const { t } = useTranslation();
  const { data: viewer } = useViewer();
  const profile = viewer?.profile ?? null;
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to={viewer ? paths.dashboard : paths.landing} className="flex items-center gap-2 font-semibold text-brand-900">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{t('app.name')}</span>
          <span className="sr-only">{t('nav.home')}</span>
        </Link>
        <div className="hidden flex-1 md:block">
          <NavLinks profile={profile} />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {profile && (
            // Beside the Menu button on phones, so the badge shows there too.
            <>
              <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
                <MessagesLink />
              </Suspense>
              <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
                <NotificationBell role={profile.role} />
              </Suspense>
            </>
          )}
          {viewer ? (
            <div className="hidden md:block">
              <Suspense fallback={<Avatar firstName={profile?.firstName} lastName={profile?.lastName} src={profile?.avatarUrl} />}>
                <ProfileMenu viewer={viewer} />
              </Suspense>
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.auth} className={buttonClass('ghost')}>
                {t('nav.signIn')}
              </Link>
              <Link to={paths.signUp} className={buttonClass('primary')}>
                {t('nav.getStarted')}
              </Link>
            </div>
          )}
          <div className="md:hidden">
            <MobileMenu viewer={viewer ?? null} />
          </div>
        </div>
      </nav>
      <OfflineBar />
    </header>
  );
}
