import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Goal } from '@prosper/shared/schemas/goal';
import { inputClass } from '../../../components/ui/field.tsx';
import { useGoalMentors, useShareGoal } from '../api/goals.ts';

/** The owner chooses which of their mentors sees the goal (or none); only mentors they have had a session with are offered. */
export function ShareGoal({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const id = useId();
  const mentors = useGoalMentors();
  const share = useShareGoal(goal.id);
  const choices = mentors.data?.items ?? [];
  // A mentor shared with earlier stays a choice, even if the list no longer has them.
  const options = goal.sharedWith && !choices.some((m) => m.id === goal.sharedWith?.id) ? [goal.sharedWith, ...choices] : choices;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('goals.share')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {options.length === 0 && mentors.isSuccess ? t('goals.noMentors') : t('goals.shareHint')}
      </p>
      {options.length > 0 && (
        <div className="mt-3 max-w-sm space-y-1">
          <label htmlFor={id} className="block text-sm font-medium text-stone-800">
            {t('goals.shareLabel')}
          </label>
          <select
            id={id}
            aria-describedby={`${id}-hint`}
            className={inputClass}
            value={goal.sharedWith?.id ?? ''}
            disabled={share.isPending}
            onChange={(e) => {
              const mentorId = e.target.value || null;
              const mentor = options.find((m) => m.id === mentorId);
              share.mutate(mentorId, {
                onSuccess: () => toast.success(mentor ? t('goals.sharedToast', { name: fullName(mentor) }) : t('goals.unsharedToast')),
                onError: (error) => toast.error(error.message),
              });
            }}
          >
            <option value="">{t('goals.shareNone')}</option>
            {options.map((m) => (
              <option key={m.id} value={m.id}>
                {fullName(m)}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
