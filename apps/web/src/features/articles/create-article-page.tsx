import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoBack } from '../../lib/use-go-back.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { articleQuery } from './api/articles.ts';
import { draftQuery } from './api/draft.ts';
import { ArticleFeed } from './components/article-feed.tsx';
import { ArticleForm } from './components/article-form.tsx';
import { JumpLink } from './components/jump-link.tsx';

const FORM = 'article-form';
const FEED = 'latest-articles';

/**
 * /create-article (SPEC §2): breadcrumb, skip links and Back; the form with the member's draft;
 * below it the Latest Articles, live. With `?edit={id}` the same form changes a published article.
 */
export default function CreateArticlePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const title = editId ? t('articles.editTitle') : t('articles.createTitle');
  usePageTitle(title);
  const goBack = useGoBack(paths.dashboard);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="mx-auto max-w-3xl">
        <ul className="flex flex-wrap gap-2">
          <li>
            <JumpLink to={FORM} className="sr-only focus:not-sr-only focus:inline-block focus:rounded focus:bg-white focus:p-2">
              {t('articles.skipToForm')}
            </JumpLink>
          </li>
          <li>
            <JumpLink to={FEED} className="sr-only focus:not-sr-only focus:inline-block focus:rounded focus:bg-white focus:p-2">
              {t('articles.skipToFeed')}
            </JumpLink>
          </li>
        </ul>
        <nav aria-label={t('articles.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
            <li>
              <Link to={paths.dashboard} className="tap-target text-brand-800 underline-offset-2 hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <JumpLink to={FEED} className="tap-target text-brand-800 underline-offset-2 hover:underline">
                {t('articles.articles')}
              </JumpLink>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <span aria-current="page" className="font-medium text-stone-800">
                {title}
              </span>
            </li>
          </ol>
        </nav>
        <Button variant="ghost" onClick={goBack} className="mt-3 -ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('articles.back')}
        </Button>
        <section id={FORM} tabIndex={-1} aria-labelledby={`${FORM}-title`} className="mt-2 scroll-mt-20">
          <h1 id={`${FORM}-title`} className="mb-6 text-3xl font-semibold text-brand-900">
            {title}
          </h1>
          {editId ? <EditForm id={editId} /> : <CreateForm />}
        </section>
      </div>
      <section id={FEED} tabIndex={-1} aria-labelledby={`${FEED}-title`} className="mt-12 scroll-mt-20">
        <h2 id={`${FEED}-title`} className="mb-4 text-2xl font-semibold text-brand-900">
          {t('articles.latest')}
        </h2>
        <ArticleFeed source="all" live empty={t('articles.empty')} />
      </section>
    </div>
  );
}

/** A new article, starting from the member's draft when there is one. */
function CreateForm() {
  const { t } = useTranslation();
  const draft = useQuery(draftQuery);
  if (draft.isPending) return <Spinner label={t('app.loading')} />;
  // A draft that cannot be read is ignored (SPEC §8): the form starts empty.
  return <ArticleForm key="create" mode="create" draft={draft.data ?? null} />;
}

/** A published article, for its author to change. */
function EditForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const article = useQuery(articleQuery(id));
  const me = useViewer().data?.profile?.id;
  if (article.isPending) return <Spinner label={t('app.loading')} />;
  if (article.isError) {
    return (
      <p role="alert" className="text-red-700">
        {article.error.message}
      </p>
    );
  }
  if (article.data.author.id !== me) {
    return (
      <p role="alert" className="text-red-700">
        {t('articles.authorOnly')}
      </p>
    );
  }
  return <ArticleForm key={id} mode="edit" article={article.data} />;
}
