import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERAL_BADGE_MAX } from '@prosper/shared/constants/notifications';
import { badgeText } from '@prosper/shared/rules/badge';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Button } from '../../components/ui/button.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { useUnreadSyncRequests } from '../../features/notifications/api/queries.ts';

// The sheet's code loads on the first tap, not with the page.
const MenuSheet = lazyPart(() => import('./menu-sheet.tsx'));

/** The phone layout's menu button; the sheet it opens stays mounted once loaded. */
export function MobileMenu({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The Networks link is inside the sheet on phones: its badge shows on the button that opens it.
  const requests = useUnreadSyncRequests(viewer?.profile != null);
  const badge = badgeText(requests, GENERAL_BADGE_MAX);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        aria-label={badge ? t('nav.menuWithCount', { count: requests, replace: { count: badge } }) : t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="relative px-2"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
        {badge && <CountBadge text={badge} data-testid="menu-networks-badge" className="absolute top-0.5 right-0" />}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuSheet viewer={viewer} open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
