import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { Viewer } from '@prosper/shared/schemas/viewer';

// The sheet's code loads on the first tap, not with the page.
const MenuSheet = lazy(() => import('./menu-sheet.tsx'));

/** The phone layout's menu button; the sheet it opens stays mounted once loaded. */
export function MobileMenu({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="px-2"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuSheet viewer={viewer} open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
