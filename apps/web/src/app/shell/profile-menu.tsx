import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { useSignOut } from '../../features/auth/api/use-sign-out.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { paths } from '../../lib/paths.ts';

const itemClass = 'block cursor-pointer rounded px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100';

export default function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const profile = viewer.profile;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="rounded-full" aria-label={t('nav.profileMenu')}>
        <Avatar firstName={profile?.firstName} lastName={profile?.lastName} src={profile?.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          {profile && (
            <div className="px-3 py-2 text-sm">
              <p className="font-medium">{fullName(profile)}</p>
              <p className="truncate text-stone-600">{viewer.user.email}</p>
            </div>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile}>{t('nav.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.settings}>{t('nav.settings')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut()}>
            {t('nav.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
