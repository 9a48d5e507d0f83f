import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isGoalComplete } from '@prosper/shared/rules/goal-progress';
import type { Goal } from '@prosper/shared/schemas/goal';
import { useCheckMilestone } from '../api/goals.ts';

/**
 * The milestones as a checklist: the owner of an active goal ticks them, anyone else reads them.
 * `onCompleted` hears when a tick brought the goal to 100 %.
 */
export function MilestoneList({ goal, editable, onCompleted }: { goal: Goal; editable: boolean; onCompleted?: () => void }) {
  const { t } = useTranslation();
  const check = useCheckMilestone();
  // The tick shows at once; the server's answer then stands (or, refused, the box goes back).
  const [ticking, setTicking] = useState<Record<string, boolean>>({});
  if (goal.milestones.length === 0) return null;
  const toggle = (milestoneId: string, done: boolean) => {
    setTicking((t) => ({ ...t, [milestoneId]: done }));
    check.mutate(
      { milestoneId, done },
      {
        onSettled: () => setTicking(({ [milestoneId]: _settled, ...rest }) => rest),
        onSuccess: (after) => {
          if (!isGoalComplete(goal.milestones) && isGoalComplete(after.milestones)) onCompleted?.();
        },
        onError: (error) => toast.error(error.message || t('goals.failed')),
      },
    );
  };
  return (
    <ul className="mt-3 space-y-1">
      {goal.milestones.map((m) => (
        <li key={m.id}>
          {editable ? (
            <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 hover:bg-stone-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={ticking[m.id] ?? m.done}
                onChange={(e) => toggle(m.id, e.target.checked)}
              />
              <span className={m.done ? 'wrap-anywhere text-stone-600 line-through' : 'wrap-anywhere text-stone-900'}>{m.title}</span>
            </label>
          ) : (
            <p className="flex min-h-8 items-center gap-3 px-1">
              <Check aria-hidden="true" className={m.done ? 'size-5 shrink-0 text-brand-700' : 'size-5 shrink-0 text-stone-300'} />
              <span className="wrap-anywhere">
                {m.title}
                <span className="sr-only">{m.done ? ' ✓' : ''}</span>
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
