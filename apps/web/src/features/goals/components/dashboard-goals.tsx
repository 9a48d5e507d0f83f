import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useGoals } from '../api/goals.ts';
import { GoalProgress } from './goal-progress.tsx';

const SHOWN = 3;

/** The dashboard's view of the member's active goals: the newest few with their progress, and a way to all of them. */
export function DashboardGoals() {
  const { t } = useTranslation();
  const goals = useGoals('active');
  if (!goals.isSuccess) return null;
  const items = goals.data.pages[0]?.items.slice(0, SHOWN) ?? [];
  return (
    <section aria-labelledby="dashboard-goals" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-goals" className="text-lg font-semibold">
          {t('goals.dashboardTitle')}
        </h2>
        <Link to={paths.goals} className="tap-target text-sm font-medium text-brand-800 hover:underline">
          {t('goals.seeAll')}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('goals.dashboardEmpty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((goal) => (
            <li key={goal.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <Link to={paths.goal(goal.id)} className="tap-target font-semibold wrap-anywhere text-brand-900 hover:underline">
                {goal.title}
              </Link>
              <GoalProgress goal={goal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
