import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type Question, QUESTION_BODY_MAX, QUESTION_TITLE_MAX } from '@prosper/shared/schemas/question';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { questionQuery, useAskQuestion, useUpdateQuestion } from './api/questions.ts';

/**
 * /questions/ask (from a mentor's page, `?mentor=` puts it to that mentor) and /questions/{id}/edit,
 * the asker's changes to the title, details and tags.
 */
export default function QuestionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const question = useQuery({ ...questionQuery(id ?? ''), enabled: Boolean(id) });
  const viewerId = useViewer().data?.profile?.id;
  usePageTitle(id ? t('questions.editTitle') : t('questions.askTitle'));
  if (id && question.isPending) return <Spinner label={t('app.loading')} />;
  // Only the asker may change a question; the server refuses anyone else, the page says so first.
  const refusal =
    id && (question.isError ? question.error.message : question.data?.author.id !== viewerId ? t('questions.authorOnly') : null);
  if (refusal)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
        {refusal}
      </p>
    );
  return <QuestionForm key={id ?? 'new'} question={question.data ?? null} />;
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

function QuestionForm({ question }: { question: Question | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mentorId = useSearchParams()[0].get('mentor');
  const ask = useAskQuestion();
  const update = useUpdateQuestion(question?.id ?? '');
  const save = question ? update : ask;
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      title: String(form.get('title') ?? ''),
      body: String(form.get('body') ?? ''),
      tags: tagsOf(String(form.get('tags') ?? '')),
    };
    const handlers = {
      onSuccess: (saved: Question) => navigate(paths.question(saved.id)),
      onError: (error: Error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
    };
    if (question) update.mutate(input, handlers);
    else ask.mutate({ ...input, mentorId }, handlers);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{question ? t('questions.editTitle') : t('questions.askTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6">
        <Field label={t('questions.titleLabel')} hint={t('questions.titleHint')} error={errors.title}>
          {({ control }) => (
            <Input {...control} name="title" required maxLength={QUESTION_TITLE_MAX} defaultValue={question?.title ?? ''} />
          )}
        </Field>
        <Field label={t('questions.bodyLabel')} hint={t('questions.bodyHint')} error={errors.body}>
          {({ control }) => (
            <Textarea {...control} name="body" required rows={8} maxLength={QUESTION_BODY_MAX} defaultValue={question?.body ?? ''} />
          )}
        </Field>
        <Field label={t('questions.tagsLabel')} hint={t('questions.tagsHint')} error={errors.tags}>
          {({ control }) => <Input {...control} name="tags" defaultValue={question?.tags.join(', ') ?? ''} />}
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('questions.posting') : question ? t('questions.save') : t('questions.post')}
          </Button>
          {question && (
            <Button variant="secondary" onClick={() => navigate(paths.question(question.id))}>
              {t('questions.cancel')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
