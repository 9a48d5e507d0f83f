import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { AdminMembersFilters } from '@prosper/shared/schemas/admin';
import { Button } from '../../components/ui/button.tsx';
import { dateOf } from '../../lib/date-time.ts';
import { paths } from '../../lib/paths.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAdminMembers } from './api/members.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { type FilterValues, MemberFilters } from './components/member-filters.tsx';
import { LoadState } from './components/load-state.tsx';
import { StatusBadge } from './components/status-badge.tsx';

const FILTERS = ['q', 'role', 'status', 'country'] as const;
const COLUMNS = ['name', 'email', 'role', 'country', 'joined', 'status'] as const;

/**
 * /admin/members: every member, newest first, searchable and filtered; the search and filters live
 * in the address, so the way back from a member's page finds the list as it was. A table on a
 * laptop; on a phone, where six columns do not fit, one card per member.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.members.title')} · ${t('admin.title')}`);
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as FilterValues;
  const q = useDebouncedValue(values.q.trim(), SUGGESTION_DEBOUNCE_MS);
  const filters = { q, role: values.role, status: values.status, country: values.country } as AdminMembersFilters;
  const members = useAdminMembers(filters);
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const change = (name: keyof FilterValues, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const roleOf = (role: Role) => t(`profile.roles.${role}`);
  return (
    <section aria-labelledby="admin-members">
      <AdminHeading id="admin-members">{t('admin.sections.members.title')}</AdminHeading>
      <MemberFilters values={values} onChange={change} />
      <div aria-busy={members.isPending} className="mt-6">
        <LoadState pending={members.isPending} failed={members.isError}>
          {() =>
            items.length === 0 ? (
              <p className="py-6 text-stone-700">{t('admin.members.none')}</p>
            ) : (
              <>
                <table className="hidden w-full border-collapse text-left text-sm lg:table">
                  <thead>
                    <tr className="border-b border-stone-300 text-stone-700">
                      {COLUMNS.map((c) => (
                        <th key={c} scope="col" className="py-2 pr-3 font-medium">
                          {t(`admin.members.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((m) => (
                      <tr key={m.id} className="border-b border-stone-200">
                        <td className="py-2 pr-3">
                          <Link
                            to={paths.adminMember(m.id)}
                            className="font-medium text-brand-800 underline-offset-2 hover:underline wrap-anywhere"
                          >
                            {m.firstName} {m.lastName}
                          </Link>
                        </td>
                        <td className="py-2 pr-3 wrap-anywhere">{m.email}</td>
                        <td className="py-2 pr-3">{roleOf(m.role)}</td>
                        <td className="py-2 pr-3">{m.country ?? '—'}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">{dateOf(m.joinedAt)}</td>
                        <td className="py-2">
                          <StatusBadge status={m.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white lg:hidden">
                  {items.map((m) => (
                    <li key={m.id}>
                      <Link to={paths.adminMember(m.id)} className="block p-4 hover:bg-stone-50">
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-medium text-brand-800 wrap-anywhere">
                            {m.firstName} {m.lastName}
                          </span>
                          <StatusBadge status={m.status} />
                        </span>
                        <span className="block text-sm text-stone-700 wrap-anywhere">{m.email}</span>
                        <span className="block text-sm text-stone-600">
                          {[roleOf(m.role), m.country, `${t('admin.members.joined')} ${dateOf(m.joinedAt)}`].filter(Boolean).join(' · ')}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {members.hasNextPage && (
                  <Button
                    variant="secondary"
                    className="mt-4"
                    disabled={members.isFetchingNextPage}
                    onClick={() => void members.fetchNextPage()}
                  >
                    {members.isFetchingNextPage ? t('admin.loadingMore') : t('admin.loadMore')}
                  </Button>
                )}
              </>
            )
          }
        </LoadState>
      </div>
    </section>
  );
}
