import { Plus, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_MILESTONES_MAX, type Goal, type GoalInput, goalInputSchema } from '@prosper/shared/schemas/goal';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, inputClass } from '../../../components/ui/field.tsx';
import { type FieldMessages, fieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';

type MilestoneDraft = { key: string; id?: string; title: string; done?: boolean };
let nextKey = 0;
const draftOf = (m: { id?: string; title: string; done?: boolean }): MilestoneDraft => ({ key: `m${nextKey++}`, ...m });

/** `milestones.2.title` and `milestones` both belong to the milestones; other fields are their own. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'milestones' && path.length > 2 ? `milestones.${String(path[1])}` : String(path[0]);

/**
 * A goal's title, why it matters, its target date and its milestones as a list one adds to and
 * takes from. New and edit alike: what it sends is checked by the schema the server uses.
 */
export function GoalForm({
  goal,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  goal?: Goal;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: GoalInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(goal?.title ?? '');
  const [why, setWhy] = useState(goal?.why ?? '');
  const [targetDate, setTargetDate] = useState(goal?.targetDate ?? '');
  const [milestones, setMilestones] = useState<MilestoneDraft[]>(() => (goal ? goal.milestones.map(draftOf) : [draftOf({ title: '' })]));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  const showErrors = (messages: FieldMessages) => {
    setErrors(messages);
    // After the render that marks them: the first invalid control takes the focus (decision 025).
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: GoalInput = {
      title,
      why,
      targetDate: targetDate || null,
      // Blank rows the member added and left are not milestones.
      milestones: milestones.filter((m) => m.title.trim() !== '' || m.id).map(({ id, title, done }) => ({ id, title, done })),
    };
    const parsed = goalInputSchema.safeParse(input);
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, fieldOf));
    setBusy(true);
    try {
      await onSubmit(input);
      setErrors({});
    } catch (error) {
      showErrors(serverFieldMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const setMilestone = (key: string, value: string) =>
    setMilestones((list) => list.map((m) => (m.key === key ? { ...m, title: value } : m)));

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <Field label={t('goals.titleLabel')} error={errors.title}>
        {({ control }) => (
          <Input
            {...control}
            value={title}
            maxLength={200}
            placeholder={t('goals.titlePlaceholder')}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('goals.whyLabel')} error={errors.why}>
        {({ control }) => <textarea {...control} className={inputClass} rows={3} value={why} onChange={(e) => setWhy(e.target.value)} />}
      </Field>
      <Field label={t('goals.targetDateLabel')} error={errors.targetDate}>
        {({ control }) => <Input {...control} type="date" value={targetDate} onChange={(e) => setTargetDate(e.target.value)} />}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t('goals.milestonesLabel')}</legend>
        {errors.milestones && <p className="text-sm text-red-700">{errors.milestones}</p>}
        <ol className="space-y-2">
          {milestones.map((m, i) => (
            <li key={m.key} className="flex items-start gap-2">
              <Field label={t('goals.milestoneLabel', { number: i + 1 })} error={errors[`milestones.${i}`]} className="flex-1">
                {({ control }) => (
                  <Input {...control} value={m.title} maxLength={300} onChange={(e) => setMilestone(m.key, e.target.value)} />
                )}
              </Field>
              <Button
                variant="ghost"
                className="mt-6 px-2"
                aria-label={t('goals.removeMilestone', { number: i + 1 })}
                onClick={() => setMilestones((list) => list.filter((x) => x.key !== m.key))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        {milestones.length < GOAL_MILESTONES_MAX && (
          <Button variant="secondary" onClick={() => setMilestones((list) => [...list, draftOf({ title: '' })])}>
            <Plus aria-hidden="true" className="size-4" />
            {t('goals.addMilestone')}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('goals.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
