import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import type { Session } from '../../features/auth/api/session.ts';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { paths } from '../paths.ts';
import { NavLinks } from './nav-links.tsx';

type Props = { session: Session | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The phone layout's right-side sheet titled Menu (SPEC §2). */
export default function MenuSheet({ session, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Sheet title={t('nav.menu')} closeLabel={t('app.close')} open={open} onOpenChange={onOpenChange}>
      <nav aria-label={t('nav.menu')}>
        <NavLinks profile={session?.profile ?? null} vertical onNavigate={close} />
      </nav>
      <div className="mt-auto border-t border-stone-200 pt-4">
        {session ? (
          <>
            {session.profile && (
              <p className="font-medium">
                {session.profile.firstName} {session.profile.lastName}
              </p>
            )}
            <p className="mb-3 truncate text-sm text-stone-600">{session.user.email}</p>
            <Link to={paths.settings} onClick={close} className={buttonClass('secondary', 'mb-2 w-full')}>
              {t('nav.settings')}
            </Link>
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => {
                close();
                signOut();
              }}
            >
              {t('nav.signOut')}
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-2">
            <Link to={paths.auth} onClick={close} className={buttonClass('secondary', 'w-full')}>
              {t('nav.signIn')}
            </Link>
            <Link to={`${paths.auth}?tab=signup`} onClick={close} className={buttonClass('primary', 'w-full')}>
              {t('nav.getStarted')}
            </Link>
          </div>
        )}
      </div>
    </Sheet>
  );
}
