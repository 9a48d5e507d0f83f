import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { paths } from '../../lib/paths.ts';
import { NavLinks } from './nav-links.tsx';

type Props = { viewer: Viewer | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The phone layout's right-side sheet titled Menu (SPEC §2). */
export default function MenuSheet({ viewer, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Sheet title={t('nav.menu')} closeLabel={t('app.close')} open={open} onOpenChange={onOpenChange}>
      <nav aria-label={t('nav.menu')}>
        <NavLinks profile={viewer?.profile ?? null} vertical onNavigate={close} />
      </nav>
      <div className="mt-auto border-t border-stone-200 pt-4">
        {viewer ? (
          <>
            {viewer.profile && <p className="font-medium">{fullName(viewer.profile)}</p>}
            <p className="mb-3 truncate text-sm text-stone-600">{viewer.user.email}</p>
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
            <Link to={paths.signUp} onClick={close} className={buttonClass('primary', 'w-full')}>
              {t('nav.getStarted')}
            </Link>
          </div>
        )}
      </div>
    </Sheet>
  );
}
