import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useCommunities } from '../api/networks.ts';
import { CommunityAdmin } from './community-admin.tsx';
import { CommunityFormDialog } from './community-form.tsx';
import { MembershipButton } from './membership-button.tsx';
import { MoreButton } from './more-button.tsx';

/** The communities to browse and join; admins also create, edit and archive them here (and see the archived ones). */
export function CommunitiesTab() {
  const { t } = useTranslation();
  const list = useCommunities();
  const admin = useViewer().data?.profile?.role === 'admin';
  const [creating, setCreating] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-busy={list.isPending}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t('networks.communitiesLead')}</p>
        {admin && (
          <>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('networks.newCommunity')}
            </Button>
            <CommunityFormDialog open={creating} onOpenChange={setCreating} />
          </>
        )}
      </div>
      {list.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : items.length === 0 ? (
        <p className="py-6 text-stone-700">{t('networks.noCommunities')}</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {items.map((c) => (
              <li key={c.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
                <h2 className="text-lg font-semibold text-brand-900 wrap-anywhere">
                  <Link to={paths.community(c.slug)} className="tap-target inline-block hover:underline">
                    {c.name}
                  </Link>
                </h2>
                <p className="text-sm text-stone-700">
                  {t('networks.memberCount', { count: c.memberCount })}
                  {c.archived && ` · ${t('networks.archived')}`}
                </p>
                <p className="line-clamp-3 text-sm text-stone-800 wrap-anywhere">{c.description}</p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <MembershipButton community={c} />
                  {admin && <CommunityAdmin community={c} />}
                </div>
              </li>
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </section>
  );
}
