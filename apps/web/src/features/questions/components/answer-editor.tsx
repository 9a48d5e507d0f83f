import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_BODY_MAX, type Answer } from '@prosper/shared/schemas/question';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { useUpdateAnswer } from '../api/questions.ts';

/** The author's answer in place of its rendered text, to change it; Cancel leaves it as it was. */
export function AnswerEditor({ answer, onDone }: { answer: Answer; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAnswer(answer.questionId);
  const [body, setBody] = useState(answer.body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ answerId: answer.id, body }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field label={t('questions.yourAnswer')} hint={t('questions.answerHint')} error={update.error?.message}>
        {({ control }) => (
          <Textarea {...control} autoFocus rows={6} maxLength={ANSWER_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t('questions.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('questions.cancel')}
        </Button>
      </div>
    </form>
  );
}
