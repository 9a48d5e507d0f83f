import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QUESTION_VIEWS, type QuestionView } from '@prosper/shared/schemas/question';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { questionsQuery } from './api/questions.ts';
import { QuestionCard } from './components/question-card.tsx';

/**
 * /questions: every question newest first, the unanswered ones, and for a mentor those on their
 * skills; narrowed by words and tags. The view and the search live in the address, so a tag's link
 * or a shared search opens as it was.
 */
export default function QuestionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('questions.title'));
  const [params, setParams] = useSearchParams();
  const viewer = useViewer().data;
  const isMentor = viewer?.profile?.role === 'mentor';
  const views = QUESTION_VIEWS.filter((v) => v !== 'for-you' || isMentor);
  const view = (views as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as QuestionView) : 'all';
  const search = new URLSearchParams({
    view,
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    ...(params.get('tags') ? { tags: params.get('tags')! } : {}),
  });
  const list = useInfiniteQuery(questionsQuery(search.toString()));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const ids = { q: useId(), tags: useId(), hint: useId() };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ view });
    const q = String(form.get('q') ?? '').trim();
    const tags = String(form.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join(',');
    if (q) next.set('q', q);
    if (tags) next.set('tags', tags);
    setParams(next);
  };
  const viewLink = (v: QuestionView) => {
    const next = new URLSearchParams(params);
    next.set('view', v);
    return `${paths.questions}?${next.toString()}`;
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-900">{t('questions.title')}</h1>
          <p className="mt-1 text-stone-700">{t('questions.lead')}</p>
        </div>
        {viewer?.profile && (
          <Link to={paths.askQuestion()} className={buttonClass('primary')}>
            {t('questions.ask')}
          </Link>
        )}
      </div>

      <search className="mt-6 block">
        <form aria-label={t('questions.search')} onSubmit={onSearch} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={ids.q} className="block text-sm font-medium text-stone-800">
              {t('questions.search')}
            </label>
            <input
              id={ids.q}
              name="q"
              type="search"
              maxLength={200}
              defaultValue={params.get('q') ?? ''}
              aria-describedby={ids.hint}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={ids.tags} className="block text-sm font-medium text-stone-800">
              {t('questions.tagFilter')}
            </label>
            <input id={ids.tags} name="tags" defaultValue={params.get('tags') ?? ''} aria-describedby={ids.hint} className={inputClass} />
          </div>
          <Button type="submit">{t('questions.searchButton')}</Button>
          <p id={ids.hint} className="text-xs text-stone-600 sm:col-span-3">
            {t('questions.searchHint')}
          </p>
        </form>
      </search>

      <nav aria-label={t('questions.viewsLabel')} className="mt-6 flex flex-wrap gap-2">
        {views.map((v) => (
          <Link
            key={v}
            to={viewLink(v)}
            aria-current={v === view ? 'page' : undefined}
            className={buttonClass(v === view ? 'primary' : 'secondary')}
          >
            {t(`questions.views.${v}`)}
          </Link>
        ))}
      </nav>
      {view === 'for-you' && <p className="mt-2 text-sm text-stone-700">{t('questions.forYouHint')}</p>}

      {list.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {list.error.message}
        </p>
      ) : list.isPending ? null : items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-700">
          {params.get('q') || params.get('tags') ? t('questions.emptySearch') : t('questions.empty')}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((q) => (
            <QuestionCard key={q.id} question={q} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-4" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('questions.loadMore')}
        </Button>
      )}
    </div>
  );
}
