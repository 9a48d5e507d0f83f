import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Goal } from '@prosper/shared/schemas/goal';
import { paths } from '../../../lib/paths.ts';
import { Celebration } from './celebration.tsx';
import { GoalProgress } from './goal-progress.tsx';
import { MilestoneList } from './milestone-list.tsx';

/** One goal in a list: its title (to its page), target, progress and, for its owner, the checklist to tick. */
export function GoalCard({ goal, mine }: { goal: Goal; mine: boolean }) {
  const { t } = useTranslation();
  const [celebrating, setCelebrating] = useState(false);
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 className="text-lg font-semibold wrap-anywhere">
        <Link to={paths.goal(goal.id)} className="tap-target text-brand-900 hover:underline">
          {goal.title}
        </Link>
      </h3>
      <p className="text-sm text-stone-700">
        {[
          goal.targetDate && t('goals.target', { date: goal.targetDate }),
          mine
            ? goal.sharedWith && t('goals.sharedWith', { name: fullName(goal.sharedWith) })
            : t('goals.from', { name: fullName(goal.owner) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <GoalProgress goal={goal} />
      <MilestoneList goal={goal} editable={mine && !goal.archived} onCompleted={() => setCelebrating(true)} />
      {celebrating && <Celebration title={goal.title} />}
    </article>
  );
}
