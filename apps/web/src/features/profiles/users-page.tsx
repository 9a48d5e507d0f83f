import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { fullName } from '@prosper/shared/rules/full-name';
import { ConnectActions } from '../../components/ui/connect-button.tsx';
import { MemberLine } from '../../components/ui/member-line.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useConnectionStates } from '../../lib/connections.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMembers } from './api/profiles.ts';
import { paths } from '../../lib/paths.ts';

/** /users: the member directory, searchable by name. */
export default function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.title'));
  const [name, setName] = useState('');
  const q = useDebouncedValue(name.trim(), SUGGESTION_DEBOUNCE_MS);
  const members = useMembers(q);
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const states = useConnectionStates(members.data?.pages.map((p) => p.items.map((m) => m.id)) ?? []);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('users.title')}</h1>
      <p className="mt-1 text-stone-700">{t('users.lead')}</p>
      <search className="mt-6 block">
        <Field label={t('users.searchLabel')}>
          {({ id }) => <Input id={id} type="search" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
      </search>
      <section aria-live="polite" aria-busy={members.isPending} className="mt-6">
        {members.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : members.isError ? (
          <p role="alert">{members.error.message}</p>
        ) : items.length === 0 ? (
          <p className="py-6 text-stone-700">{t('users.none')}</p>
        ) : (
          <>
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {items.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-3 p-4">
                  <Link to={paths.memberProfile(m.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-md hover:bg-stone-50">
                    <MemberLine
                      member={m}
                      size={44}
                      as="span"
                      className="min-w-0"
                      name={<span className="block font-medium">{fullName(m)}</span>}
                      subtitle={
                        <span className="block truncate text-sm text-stone-600">
                          {[t(`profile.roles.${m.role}`), m.title, m.country].filter(Boolean).join(' · ')}
                        </span>
                      }
                    />
                  </Link>
                  <ConnectActions member={m} state={states[m.id]} />
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
                {members.isFetchingNextPage ? t('app.loading') : t('users.more')}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
