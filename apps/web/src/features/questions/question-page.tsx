import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ANSWER_BODY_MAX } from '@prosper/shared/schemas/question';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog.tsx';
import { ReportButton } from '../../components/ui/report-button.tsx';
import { TimeAgo } from '../../components/ui/time-ago.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { answersQuery, questionQuery, useAnswer, useDeleteQuestion } from './api/questions.ts';
import { AnswerItem } from './components/answer-item.tsx';

const MarkdownView = lazyPart(() => import('../../components/markdown/markdown.tsx'));

/** /questions/{id}: the question, its answers (the accepted one first) and, for members, the answer form. */
export default function QuestionPage() {
  const { t } = useTranslation();
  const id = useParams().id!;
  const navigate = useNavigate();
  const viewerId = useViewer().data?.profile?.id ?? null;
  const question = useQuery(questionQuery(id));
  const answers = useInfiniteQuery(answersQuery(id));
  const answer = useAnswer(id);
  const remove = useDeleteQuestion(id);
  const answerId = useId();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(question.data?.title ?? t('questions.questionTitle'));

  if (question.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold text-brand-900">{t('questions.questionTitle')}</h1>
        <p role="alert" className="mt-4 text-red-700">
          {question.error.message}
        </p>
      </div>
    );
  if (!question.data) return null;
  const q = question.data;
  const asker = `${q.author.firstName} ${q.author.lastName}`;
  const items = answers.data?.pages.flatMap((p) => p.items) ?? [];

  const onAnswer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    answer.mutate(String(new FormData(form).get('body') ?? ''), { onSuccess: () => form.reset() });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to={paths.questions} className="tap-target text-brand-800 hover:underline">
          {t('questions.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 wrap-anywhere">{q.title}</h1>
      <p className="mt-1 text-sm text-stone-700">
        {asker} · <TimeAgo date={q.createdAt} />
        {q.mentor && <> · {t('questions.askedTo', { name: `${q.mentor.firstName} ${q.mentor.lastName}` })}</>}
      </p>
      <div className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <Suspense fallback={<p className="whitespace-pre-wrap wrap-anywhere">{q.body}</p>}>
          <MarkdownView content={q.body} />
        </Suspense>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {q.tags.map((tag) => (
            <Link
              key={tag}
              to={`${paths.questions}?tags=${encodeURIComponent(tag)}`}
              className="tap-target rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-900 hover:underline"
            >
              {tag}
            </Link>
          ))}
          {viewerId === q.author.id && (
            <>
              <Link to={paths.editQuestion(q.id)} className={buttonClass('secondary')}>
                {t('questions.edit')}
              </Link>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t('questions.delete')}
              </Button>
              <LazyConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={t('questions.deleteQuestion')}
                text={t('questions.deleteQuestionText')}
                confirm={t('questions.delete')}
                cancel={t('questions.cancel')}
                onConfirm={() =>
                  remove.mutate(undefined, { onSuccess: () => navigate(paths.questions), onError: (error) => toast.error(error.message) })
                }
              />
            </>
          )}
          {viewerId && viewerId !== q.author.id && (
            <ReportButton
              target={{ contentType: 'question', contentId: q.id }}
              title={t('reports.title.question', { name: q.title })}
              label={t('questions.report')}
            />
          )}
        </div>
      </div>

      <h2 className="mt-8 text-xl font-semibold text-brand-900">{t('questions.answers', { count: q.answersCount })}</h2>
      {items.length === 0 && !answers.isPending ? (
        <p className="mt-2 text-stone-700">{t('questions.noAnswers')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((a) => (
            <AnswerItem key={a.id} answer={a} viewerId={viewerId} askerId={q.author.id} />
          ))}
        </ul>
      )}
      {answers.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void answers.fetchNextPage()}>
          {t('questions.loadMore')}
        </Button>
      )}

      {viewerId && (
        <form onSubmit={onAnswer} className="mt-8 space-y-2">
          <label htmlFor={answerId} className="block text-lg font-semibold text-brand-900">
            {t('questions.answerLabel')}
          </label>
          <textarea
            id={answerId}
            name="body"
            required
            rows={6}
            maxLength={ANSWER_BODY_MAX}
            aria-describedby={`${answerId}-hint`}
            className={inputClass}
          />
          <p id={`${answerId}-hint`} className="text-xs text-stone-600">
            {t('questions.answerHint')}
          </p>
          {answer.isError && (
            <p role="alert" className="text-sm text-red-700">
              {answer.error.message}
            </p>
          )}
          <Button type="submit" disabled={answer.isPending}>
            {t('questions.postAnswer')}
          </Button>
        </form>
      )}
    </div>
  );
}
