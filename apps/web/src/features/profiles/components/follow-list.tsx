import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFollowList } from '../api/follows.ts';
import { paths } from '../../../lib/paths.ts';

/** Followers or followed members of a profile, with more on request. */
export function FollowList({ memberId, direction }: { memberId: string; direction: 'followers' | 'following' }) {
  const { t } = useTranslation();
  const list = useFollowList(memberId, direction);
  if (list.isPending) return <Spinner label={t('app.loading')} />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return <p className="py-6 text-stone-600">{direction === 'followers' ? t('profile.noFollowers') : t('profile.noFollowing')}</p>;
  return (
    <div>
      <ul className="divide-y divide-stone-200">
        {items.map((m) => (
          <li key={m.id}>
            <Link to={paths.memberProfile(m.id)} className="flex items-center gap-3 py-3 hover:bg-stone-50">
              <MemberLine
                member={m}
                size={40}
                as="span"
                name={<span className="block font-medium">{fullName(m)}</span>}
                subtitle={<span className="block text-sm text-stone-600">{t(`profile.roles.${m.role}`)}</span>}
              />
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-3" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('app.loading') : t('profile.showMore')}
        </Button>
      )}
    </div>
  );
}
