import { lazyPart } from '../../lib/lazy-part.ts';
import { PageProblem, problemText } from '../../components/ui/page-problem.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Heart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { articleImageCardUrl } from '@prosper/shared/rules/article-image';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Story } from '@prosper/shared/schemas/story';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog.tsx';
import { MemberLine } from '../../components/ui/member-line.tsx';
import { ReportButton } from '../../components/ui/report-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dateOf, dateTimeOf } from '../../lib/date-time.ts';
import { paths } from '../../lib/paths.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { storyQuery, useDeleteStory, useLikeStory } from './api/stories.ts';
import { NamingPanel } from './components/naming-panel.tsx';
import { StoryComments } from './components/story-comments.tsx';
import { SaverImage } from '../../components/ui/saver-image.tsx';

const MarkdownView = lazyPart(() => import('../../components/markdown/markdown.tsx'));

/** /stories/{id} (open to visitors): the story in sanitized Markdown; members like, comment and report; the author edits and deletes. */
export default function StoryPage() {
  const { t } = useTranslation();
  const { storyId = '' } = useParams();
  const viewer = useViewer();
  const story = useQuery(storyQuery(storyId));
  const s = story.data;
  usePageTitle(s ? `${s.title} · ${fullName(s.author)}` : t('stories.story'));
  if (story.isPending || viewer.isPending) return <Spinner label={t('app.loading')} />;
  if (story.isError) {
    return (
      <PageProblem
        title={t('stories.story')}
        text={problemText(story.error, t('stories.notFound'))}
        back={{ to: paths.stories, label: t('stories.stories') }}
      />
    );
  }
  return <StoryView story={story.data} me={viewer.data?.profile?.id ?? null} />;
}

function StoryView({ story: s, me }: { story: Story; me: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const goBack = useGoBack(paths.stories);
  const approvedMentor = s.mentor?.state === 'approved' ? s.mentor.member : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Button variant="ghost" onClick={goBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('articles.back')}
      </Button>
      <article aria-labelledby="story-title" className="mt-2">
        <header>
          <h1 id="story-title" className="text-3xl font-bold wrap-anywhere text-stone-900 sm:text-4xl">
            {s.title}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <MemberLine
              member={s.author}
              size={44}
              name={<p className="font-medium text-stone-900">{fullName(s.author)}</p>}
              subtitle={
                <p className="text-sm text-stone-600">
                  <time dateTime={s.createdAt} title={dateTimeOf(s.createdAt)}>
                    {dateOf(s.createdAt)}
                  </time>
                </p>
              }
            />
          </div>
          {approvedMentor && (
            <p className="mt-3 text-brand-900">
              {approvedMentor.deleted ? (
                t('stories.withMentor', { name: fullName(approvedMentor) })
              ) : (
                <Link to={paths.mentor(approvedMentor.id)} className="underline underline-offset-2">
                  {t('stories.withMentor', { name: fullName(approvedMentor) })}
                </Link>
              )}
            </p>
          )}
          <NamingPanel story={s} me={me} />
        </header>
        {s.imageUrl && (
          <SaverImage
            src={s.imageUrl}
            loading="eager"
            srcSet={`${articleImageCardUrl(s.imageUrl)} 600w, ${s.imageUrl} 1200w`}
            sizes="(min-width: 48rem) 46rem, 100vw"
            alt=""
            width={1200}
            height={675}
            decoding="async"
            className="mt-6 aspect-video w-full rounded-xl bg-stone-100 object-cover"
          />
        )}
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <MarkdownView content={s.content} className="mt-6" />
        </Suspense>
      </article>
      {me ? (
        <Actions story={s} me={me} />
      ) : (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-4">
          <p className="text-sm text-stone-700">
            {t('stories.likes', { count: s.likesCount })} · {t('stories.comments', { count: s.commentsCount })}
          </p>
          <Link to={paths.auth} state={{ from: location.pathname }} className={buttonClass('primary')}>
            {t('articles.signInToInteract')}
          </Link>
        </div>
      )}
      <StoryComments storyId={s.id} count={s.commentsCount} me={me} />
    </div>
  );
}

function Actions({ story: s, me }: { story: Story; me: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const like = useLikeStory(s.id);
  const remove = useDeleteStory(s.id);
  const [confirming, setConfirming] = useState(false);
  const isAuthor = s.author.id === me;
  return (
    <div className="mt-8 flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-white p-3">
      <Button
        variant="ghost"
        aria-pressed={s.likedByMe}
        disabled={like.isPending}
        onClick={() =>
          like.mutate(!s.likedByMe, { onError: (error) => toast.error(t('stories.likeFailed'), { description: error.message }) })
        }
      >
        <Heart aria-hidden="true" className={s.likedByMe ? 'size-4 fill-red-600 text-red-600' : 'size-4'} />
        {t('stories.like')}
      </Button>
      <span className="text-sm text-stone-700">{t('stories.likes', { count: s.likesCount })}</span>
      <span className="ml-auto flex flex-wrap gap-2">
        {isAuthor ? (
          <>
            <Link to={paths.editStory(s.id)} className={buttonClass('secondary')}>
              {t('stories.edit')}
            </Link>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('stories.delete')}
            </Button>
          </>
        ) : (
          !s.author.deleted && (
            <ReportButton
              target={{ contentType: 'story', contentId: s.id }}
              title={t('reports.title.story', { name: s.title })}
              label={t('stories.report')}
            />
          )
        )}
      </span>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('stories.deleteTitle')}
        text={t('stories.deleteText')}
        confirm={t('stories.delete')}
        cancel={t('articles.cancel')}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('stories.deleted'));
              navigate(paths.stories);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
