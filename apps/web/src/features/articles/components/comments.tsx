import { useInfiniteQuery } from '@tanstack/react-query';
import { type RefObject, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import type { ArticleComment } from '@prosper/shared/schemas/article';
import { fullName } from '@prosper/shared/rules/full-name';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import type { ComposerProps } from './comment-composer.tsx';
import { commentsQuery, useAddComment, useDeleteComment, useEditComment } from '../api/comments.ts';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';

// Only members write; the form and its checks (zod) load for them alone, after the post shows.
const LazyComposer = lazyPart(() => import('./comment-composer.tsx'));

function CommentComposer(props: ComposerProps) {
  return (
    <Suspense fallback={null}>
      <LazyComposer {...props} />
    </Suspense>
  );
}

type Ctx = { articleId: string; me: string | null; headingRef: RefObject<HTMLHeadingElement | null> };

/**
 * A post's comments, oldest first, each with its replies (one level). Members write, reply to a
 * comment, edit or delete their own and report others'; visitors read them.
 */
export function Comments({ articleId, count, me }: { articleId: string; count: number; me: string | null }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(commentsQuery(articleId));
  const add = useAddComment(articleId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const ctx: Ctx = { articleId, me, headingRef };
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-10 scroll-mt-20">
      <h2 id="comments-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('articles.commentsTitle')} <span className="font-normal text-stone-600">({count})</span>
      </h2>
      {me && (
        <div className="mt-4">
          <CommentComposer
            label={t('articles.addComment')}
            submitLabel={t('articles.postComment')}
            onSubmit={(content) => add.mutateAsync({ content })}
          />
        </div>
      )}
      {list.isPending ? (
        <Spinner label={t('app.loading')} className="py-8" />
      ) : list.isError ? (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p>{list.error.message}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('app.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-6 text-stone-700">{t('articles.noComments')}</p>
      ) : (
        <ol className="mt-6 space-y-5">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} ctx={ctx} />
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={list.isFetchingNextPage}
          onClick={() =>
            void list.fetchNextPage().then((r) => {
              if (r.isFetchNextPageError) toast.error(t('articles.failedToLoadComments'));
            })
          }
        >
          {list.isFetchingNextPage ? t('app.loading') : t('articles.moreComments')}
        </Button>
      )}
    </section>
  );
}

function CommentItem({ comment: c, ctx, isReply = false }: { comment: ArticleComment; ctx: Ctx; isReply?: boolean }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [confirming, setConfirming] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const add = useAddComment(ctx.articleId);
  const edit = useEditComment(ctx.articleId);
  const remove = useDeleteComment(ctx.articleId);
  const own = ctx.me === c.author.id;
  const edited = new Date(c.updatedAt).getTime() - new Date(c.createdAt).getTime() > 1000;
  const done = (button: RefObject<HTMLButtonElement | null>) => {
    setMode('read');
    requestAnimationFrame(() => button.current?.focus());
  };
  const onDelete = () =>
    remove.mutate(c.id, {
      onSuccess: () => {
        toast.success(t('articles.commentDeleted'));
        ctx.headingRef.current?.focus();
      },
      onError: (error) => toast.error(t('articles.failedToDeleteComment'), { description: error.message }),
    });

  return (
    <li>
      <article aria-labelledby={nameId} className="flex gap-3">
        <Avatar
          firstName={c.author.firstName}
          lastName={c.author.lastName}
          src={c.author.avatarUrl ? avatarThumbUrl(c.author.avatarUrl) : null}
          size={isReply ? 32 : 40}
        />
        <div className="min-w-0 flex-1">
          <div className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span id={nameId} className="text-sm font-semibold text-stone-900">
                {fullName(c.author)}
              </span>
              <TimeAgo date={c.createdAt} />
              {edited && <span className="text-xs text-stone-600">{t('articles.edited')}</span>}
            </p>
            {mode === 'edit' ? (
              <div className="mt-2">
                <CommentComposer
                  label={t('articles.editComment')}
                  submitLabel={t('articles.saveComment')}
                  initial={c.content}
                  autoFocus
                  onSubmit={async (content) => {
                    await edit.mutateAsync({ id: c.id, content });
                    done(editButton);
                  }}
                  onCancel={() => done(editButton)}
                />
              </div>
            ) : (
              <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-stone-800">{c.content}</p>
            )}
          </div>
          {ctx.me && (
            <div className="mt-1 flex flex-wrap gap-3 pl-1">
              {!isReply && (
                <button
                  ref={replyButton}
                  type="button"
                  aria-describedby={nameId}
                  aria-expanded={mode === 'reply'}
                  onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
                  className="min-h-8 text-sm font-medium text-brand-800 hover:underline"
                >
                  {t('articles.reply')}
                </button>
              )}
              {own && (
                <>
                  <button
                    ref={editButton}
                    type="button"
                    aria-describedby={nameId}
                    onClick={() => setMode('edit')}
                    className="min-h-8 text-sm font-medium text-stone-700 hover:underline"
                  >
                    {t('articles.editComment')}
                  </button>
                  <button
                    type="button"
                    aria-describedby={nameId}
                    onClick={() => setConfirming(true)}
                    className="min-h-8 text-sm font-medium text-red-700 hover:underline"
                  >
                    {t('articles.deleteComment')}
                  </button>
                  <LazyConfirmDialog
                    open={confirming}
                    onOpenChange={setConfirming}
                    title={t('articles.deleteCommentTitle')}
                    text={t('articles.deleteCommentText')}
                    confirm={t('articles.deleteComment')}
                    cancel={t('articles.cancel')}
                    onConfirm={onDelete}
                  />
                </>
              )}
              {!own && !c.author.deleted && (
                <ReportButton
                  target={{ contentType: 'comment', contentId: c.id }}
                  title={t('reports.title.comment', { name: fullName(c.author) })}
                  label={t('reports.report')}
                  describedBy={nameId}
                  variant="link"
                  className="min-h-8 gap-1 text-stone-700 no-underline hover:underline"
                />
              )}
            </div>
          )}
          {c.replies.length > 0 && (
            <ol className="mt-3 space-y-3">
              {c.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} ctx={ctx} isReply />
              ))}
            </ol>
          )}
          {mode === 'reply' && (
            <div className="mt-3">
              <CommentComposer
                label={t('articles.replyTo', { name: fullName(c.author) })}
                submitLabel={t('articles.postReply')}
                autoFocus
                onSubmit={async (content) => {
                  await add.mutateAsync({ content, parentId: c.id });
                  done(replyButton);
                }}
                onCancel={() => done(replyButton)}
              />
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
