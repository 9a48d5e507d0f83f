import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { useGoals } from '../api/goals.ts';
import { GoalCard } from './goal-card.tsx';

/** A list of goal cards a page at a time, with its empty text and a 'Show more' button. */
export function GoalList({ query, mine, empty }: { query: ReturnType<typeof useGoals>; mine: boolean; empty: string }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('goals.loading')} />;
  if (query.isError) return <p className="text-red-700">{t('goals.loadFailed')}</p>;
  const goals = query.data.pages.flatMap((p) => p.items);
  if (goals.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {goals.map((goal) => (
          <li key={goal.id}>
            <GoalCard goal={goal} mine={mine} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" className="mt-4" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('goals.moreGoals')}
        </Button>
      )}
    </>
  );
}
