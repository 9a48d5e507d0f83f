import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QUESTION_BODY_MAX, QUESTION_TITLE_MAX } from '@prosper/shared/schemas/question';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAskQuestion } from './api/questions.ts';

/** /questions/ask: a title, the details in Markdown, tags; from a mentor's page, put to that mentor. */
export default function AskQuestionPage() {
  const { t } = useTranslation();
  usePageTitle(t('questions.askTitle'));
  const navigate = useNavigate();
  const mentorId = useSearchParams()[0].get('mentor');
  const ask = useAskQuestion();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tags = String(form.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    ask.mutate(
      { title: String(form.get('title') ?? ''), body: String(form.get('body') ?? ''), tags, mentorId },
      {
        onSuccess: (question) => navigate(paths.question(question.id)),
        onError: (error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('questions.askTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6">
        <Field label={t('questions.titleLabel')} hint={t('questions.titleHint')} error={errors.title}>
          {({ control }) => <Input {...control} name="title" required maxLength={QUESTION_TITLE_MAX} />}
        </Field>
        <Field label={t('questions.bodyLabel')} hint={t('questions.bodyHint')} error={errors.body}>
          {({ control }) => <Textarea {...control} name="body" required rows={8} maxLength={QUESTION_BODY_MAX} />}
        </Field>
        <Field label={t('questions.tagsLabel')} hint={t('questions.tagsHint')} error={errors.tags}>
          {({ control }) => <Input {...control} name="tags" />}
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t('questions.posting') : t('questions.post')}
        </Button>
      </form>
    </div>
  );
}
