import { clsx } from 'clsx';
import { Bookmark, Heart, MessageCircle, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Article } from '@prosper/shared/schemas/article';
import { paths } from '../../../lib/paths.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useCountShare, useDeleteArticle, useLikeArticle, useSaveArticle } from '../api/articles.ts';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { JumpLink } from './jump-link.tsx';

/**
 * What a member does with a post: like (at once, the exact count from the server after), share
 * (the device's share sheet, else the link copied), save, jump to the comments; its author also
 * edits and deletes it.
 */
export function PostActions({ article: a, isAuthor }: { article: Article; isAuthor: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const like = useLikeArticle(a.id);
  const save = useSaveArticle(a.id);
  const countShare = useCountShare(a.id);
  const remove = useDeleteArticle(a.id);
  const [confirming, setConfirming] = useState(false);

  const toggleLike = () => {
    if (like.isPending) return;
    like.mutate(!a.likedByMe, { onError: (error) => toast.error(t('articles.likeFailed'), { description: error.message }) });
  };
  const toggleSave = () => {
    if (save.isPending) return;
    save.mutate(!a.savedByMe, { onError: (error) => toast.error(t('articles.saveFailed'), { description: error.message }) });
  };
  const share = async () => {
    const url = new URL(paths.post(a.id), window.location.origin).href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: a.title, url });
      } else {
        await navigator.clipboard.writeText(url);
        toast.success(t('articles.linkCopied'));
      }
    } catch (error) {
      // The member closed the share sheet: nothing was shared.
      if (error instanceof Error && error.name === 'AbortError') return;
      toast.error(t('articles.shareFailed'));
      return;
    }
    countShare.mutate();
  };
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('articles.deleted'));
        void navigate(paths.createArticle, { replace: true });
      },
      onError: (error) => toast.error(t('articles.failedToDelete'), { description: error.message }),
    });

  const action = 'min-h-11 gap-1.5 px-3';
  return (
    <div className="mt-8 flex flex-wrap items-center gap-1 border-y border-stone-200 py-2">
      <Button variant="ghost" className={action} aria-pressed={a.likedByMe} onClick={toggleLike}>
        <Heart aria-hidden="true" className={clsx('size-5', a.likedByMe && 'fill-red-600 text-red-600')} />
        <span aria-hidden="true">{a.likesCount}</span>
        <span className="sr-only">
          {t('articles.like')}, {t('articles.likes', { count: a.likesCount })}
        </span>
      </Button>
      <JumpLink to="comments" className={buttonClass('ghost', action)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{a.commentsCount}</span>
        <span className="sr-only">{t('articles.comments', { count: a.commentsCount })}</span>
      </JumpLink>
      <Button variant="ghost" className={action} onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{a.sharesCount}</span>
        <span className="sr-only">
          {t('articles.share')}, {t('articles.shares', { count: a.sharesCount })}
        </span>
      </Button>
      <Button variant="ghost" className={action} aria-pressed={a.savedByMe} onClick={toggleSave}>
        <Bookmark aria-hidden="true" className={clsx('size-5', a.savedByMe && 'fill-brand-800 text-brand-800')} />
        {t('articles.save')}
      </Button>
      {!isAuthor && (
        <ReportButton
          target={{ contentType: 'article', contentId: a.id }}
          title={t('reports.title.article', { name: a.title })}
          label={t('reports.reportArticle')}
          className={clsx(action, 'ml-auto')}
        />
      )}
      {isAuthor && (
        <span className="ml-auto flex gap-1">
          <Link to={paths.editArticle(a.id)} className={buttonClass('ghost', action)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('articles.editArticle')}
          </Link>
          <Button variant="ghost" className={clsx(action, 'text-red-700 hover:bg-red-50')} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('articles.delete')}
          </Button>
          <LazyConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('articles.deleteTitle')}
            text={t('articles.deleteText')}
            confirm={t('articles.delete')}
            cancel={t('articles.cancel')}
            onConfirm={onDelete}
          />
        </span>
      )}
    </div>
  );
}
