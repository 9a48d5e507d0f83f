import { lazyPart } from '../../lib/lazy-part.ts';
import { PageProblem, problemText } from '../../components/ui/page-problem.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { articleImageCardUrl } from '@prosper/shared/rules/article-image';
import type { Article } from '@prosper/shared/schemas/article';
import { fullName } from '@prosper/shared/rules/full-name';
import { paths } from '../../lib/paths.ts';
import { MemberLine } from '../../components/ui/member-line.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoBack } from '../../lib/use-go-back.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { articleQuery } from './api/articles.ts';
import { Comments } from './components/comments.tsx';
import { Counters } from './components/counters.tsx';
import { PostActions } from './components/post-actions.tsx';
import { dateOf, dateTimeOf } from '../../lib/date-time.ts';
import { SaverImage } from '../../components/ui/saver-image.tsx';

const MarkdownView = lazyPart(() => import('../../components/markdown/markdown.tsx'));

/**
 * /post/{postId} (open to visitors, the address that is shared) and /view-post/{postId} (members):
 * the article with its sanitized Markdown; for members the likes, sharing, saving, comments, and
 * the author's edit and delete. Visitors read it and are invited to sign in.
 */
export default function PostPage() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  const viewer = useViewer();
  const article = useQuery(articleQuery(postId));
  // The text's code comes while the article does, so the text does not arrive after the page and push it down.
  useEffect(() => void MarkdownView.preload().catch(() => undefined), []);
  // As the server's page head has it, so the tab reads the same before and after the app starts.
  const a = article.data;
  usePageTitle(a ? `${a.title} · ${fullName(a.author)}` : t('articles.article'));
  if (article.isPending || viewer.isPending) return <Spinner label={t('app.loading')} />;
  if (article.isError) {
    return (
      <PageProblem
        title={t('articles.notFoundTitle')}
        text={problemText(article.error, t('articles.notFound'))}
        back={viewer.data ? { to: paths.createArticle, label: t('articles.browse') } : { to: paths.landing, label: t('nav.home') }}
      />
    );
  }
  return <PostView article={article.data} me={viewer.data?.profile?.id ?? null} />;
}

function PostView({ article: a, me }: { article: Article; me: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const goBack = useGoBack(me ? paths.createArticle : paths.landing);
  const name = fullName(a.author);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Button variant="ghost" onClick={goBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('articles.back')}
      </Button>
      <article aria-labelledby="post-title" className="mt-2">
        <header>
          {a.tags.length > 0 && (
            <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={t('articles.tags')}>
              {a.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-brand-700 px-2.5 py-0.5 text-xs font-medium text-brand-900 capitalize">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <h1 id="post-title" className="text-3xl font-bold wrap-anywhere text-stone-900 sm:text-4xl">
            {a.title}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <MemberLine
              member={a.author}
              size={44}
              name={
                <p className="font-medium text-stone-900">
                  {/* An erased member's writing is kept without a way back to them (decision 031). */}
                  {me && !a.author.deleted ? (
                    <Link to={paths.memberProfile(a.author.id)} className="hover:underline">
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </p>
              }
              subtitle={
                <p className="text-sm text-stone-600">
                  <time dateTime={a.createdAt} title={dateTimeOf(a.createdAt)}>
                    {dateOf(a.createdAt)}
                  </time>
                  <span aria-hidden="true"> · </span>
                  {t('articles.minRead', { count: a.readingMinutes })}
                </p>
              }
            />
          </div>
        </header>
        {a.imageUrl && (
          // The cover is the first thing seen: not lazy, sized so nothing jumps when it arrives.
          <SaverImage
            src={a.imageUrl}
            loading="eager"
            // A phone on a slow connection takes the 600 px version when it is enough.
            srcSet={`${articleImageCardUrl(a.imageUrl)} 600w, ${a.imageUrl} 1200w`}
            sizes="(min-width: 48rem) 46rem, 100vw"
            alt={t('articles.imageAlt')}
            width={1200}
            height={675}
            decoding="async"
            className="mt-6 aspect-video w-full rounded-xl bg-stone-100 object-cover"
          />
        )}
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <MarkdownView content={a.content} className="mt-6" />
        </Suspense>
      </article>
      {me ? (
        <PostActions article={a} isAuthor={a.author.id === me} />
      ) : (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-4">
          <Counters article={a} />
          <Link to={paths.auth} state={{ from: location.pathname }} className={buttonClass('primary')}>
            {t('articles.signInToInteract')}
          </Link>
        </div>
      )}
      <Comments articleId={a.id} count={a.commentsCount} me={me} />
    </div>
  );
}
