import { useTranslation } from 'react-i18next';
import { goalProgress } from '@prosper/shared/rules/goal-progress';
import type { Goal } from '@prosper/shared/schemas/goal';

/** The share of milestones done as a bar, named by the goal, with the count in words beside it. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const percent = goalProgress(goal.milestones);
  const done = goal.milestones.filter((m) => m.done).length;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t('goals.progressLabel', { title: goal.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700 motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {goal.milestones.length === 0
          ? t('goals.noMilestones')
          : `${percent} % · ${t('goals.progress', { done, total: goal.milestones.length })}`}
      </p>
    </div>
  );
}
