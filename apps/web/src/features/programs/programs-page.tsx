import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { programsQuery } from './api/programs.ts';
import type { ProgramFilters as Filters } from './api/keys.ts';
import { ProgramFacts } from './components/program-facts.tsx';
import { ProgramFilters } from './components/program-filters.tsx';

/** /programs: open and running cohorts, filtered, 20 at a time; admins and mentors also create one and see their own. */
export default function ProgramsPage() {
  const { t } = useTranslation();
  usePageTitle(t('programs.title'));
  const viewer = useViewer();
  const role = viewer.data?.profile?.role;
  const organiser = role === 'mentor' || role === 'admin';
  const [filters, setFilters] = useState<Filters>({});
  const [mine, setMine] = useState(false);
  const query = useDeferredValue(mine ? { scope: 'organised' as const } : filters);
  const list = useInfiniteQuery(programsQuery(query));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">{t('programs.title')}</h1>
          <p className="mt-1 text-stone-700">{t('programs.lead')}</p>
        </div>
        {organiser && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-pressed={mine} onClick={() => setMine(!mine)}>
              {t('programs.organising')}
            </Button>
            <Link to={paths.newProgram} className={buttonClass('primary')}>
              {t('programs.create')}
            </Link>
          </div>
        )}
      </div>
      {!mine && (
        <div className="mt-6">
          <ProgramFilters value={filters} onChange={setFilters} />
        </div>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {t('programs.loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-stone-700">{t('programs.empty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t('programs.title')}>
            {items.map((p) => (
              <li key={p.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <h2 className="text-lg font-semibold wrap-anywhere">
                  <Link to={paths.program(p.id)} className="tap-target hover:underline">
                    {p.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-stone-600">
                  {t('programs.organisedBy')} {p.organiser.firstName} {p.organiser.lastName}
                </p>
                <div className="mt-3">
                  <ProgramFacts program={p} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button variant="secondary" className="mt-4" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('programs.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
