import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dateOf } from '../../lib/date-time.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCommunity, useCommunityArticles, useCommunityMembers } from './api/networks.ts';
import { MemberRow } from './components/member-row.tsx';
import { MembershipButton } from './components/membership-button.tsx';
import { MoreButton } from './components/more-button.tsx';

/** /networks/communities/:slug: a community, its articles and its members. */
export default function CommunityPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const community = useCommunity(slug);
  usePageTitle(community.data?.name ?? (community.isError ? t('networks.communityNotFound') : null));
  if (community.isPending) return <Spinner label={t('app.loading')} />;
  if (community.isError)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-semibold text-brand-900">{t('networks.communityNotFound')}</h1>
        <Link to={paths.networksTab('communities')} className="mt-4 inline-block text-brand-800 underline">
          {t('networks.backToCommunities')}
        </Link>
      </div>
    );
  const c = community.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={paths.networksTab('communities')} className="tap-target text-sm text-brand-800 underline">
        {t('networks.backToCommunities')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold text-brand-900 wrap-anywhere">{c.name}</h1>
          <p className="mt-1 text-stone-700">
            {t('networks.memberCount', { count: c.memberCount })}
            {c.archived && ` · ${t('networks.archived')}`}
          </p>
        </div>
        <MembershipButton community={c} />
      </div>
      <p className="mt-4 whitespace-pre-line text-stone-800 wrap-anywhere">{c.description}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <Feed slug={slug} />
        <Members slug={slug} />
      </div>
    </div>
  );
}

function Feed({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const list = useCommunityArticles(slug);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="community-feed" aria-busy={list.isPending}>
      <h2 id="community-feed" className="text-xl font-semibold text-brand-900">
        {t('networks.feed')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : items.length === 0 ? (
        <p className="py-4 text-stone-700">{t('networks.noFeed')}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-3">
            {items.map((a) => (
              <li key={a.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <h3 className="font-semibold text-brand-900 wrap-anywhere">
                  <Link to={paths.viewPost(a.id)} className="tap-target inline-block hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="text-sm text-stone-600">
                  {fullName(a.author)} · {dateOf(a.createdAt)}
                </p>
                <p className="mt-2 line-clamp-3 text-sm text-stone-800 wrap-anywhere">{a.excerpt}</p>
              </li>
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </section>
  );
}

function Members({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const list = useCommunityMembers(slug);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="community-members" aria-busy={list.isPending}>
      <h2 id="community-members" className="text-xl font-semibold text-brand-900">
        {t('networks.members')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : items.length === 0 ? (
        <p className="py-4 text-stone-700">{t('networks.noMembers')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </section>
  );
}
