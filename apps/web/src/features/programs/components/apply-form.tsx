import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Program } from '@prosper/shared/schemas/program';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { useApply } from '../api/programs.ts';

/** One answer to each of the program's questions, then Apply. */
export function ApplyForm({ program }: { program: Program }) {
  const { t } = useTranslation();
  const apply = useApply(program.id);
  const [answers, setAnswers] = useState(() => program.questions.map(() => ''));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answers.some((a) => a.trim() === '')) return setError(t('programs.answersMismatch'));
    setError(null);
    apply.mutate(answers, {
      onSuccess: () => toast.success(t('programs.applied')),
      onError: (err) => setError(err.message || t('programs.applyFailed')),
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="apply-title" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="apply-title" className="text-xl font-semibold">
        {t('programs.applyTitle')}
      </h2>
      {program.questions.map((question, i) => (
        <Field key={question} label={question} error={error && answers[i]?.trim() === '' ? error : undefined}>
          {({ control }) => (
            <Textarea
              {...control}
              rows={3}
              value={answers[i]}
              onChange={(e) => setAnswers(answers.map((a, j) => (j === i ? e.target.value : a)))}
            />
          )}
        </Field>
      ))}
      {error && answers.every((a) => a.trim() !== '') && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={apply.isPending}>
        {t('programs.apply')}
      </Button>
    </form>
  );
}
