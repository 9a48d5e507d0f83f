import { clsx } from 'clsx';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '@prosper/shared/schemas/article';

/** Likes, comments and shares of an article (0 by default), read out in words. */
export function Counters({ article: a, className }: { article: ArticleCard; className?: string }) {
  const { t } = useTranslation();
  const items = [
    { icon: Heart, count: a.likesCount, label: t('articles.likes', { count: a.likesCount }), active: a.likedByMe },
    { icon: MessageCircle, count: a.commentsCount, label: t('articles.comments', { count: a.commentsCount }), active: false },
    { icon: Share2, count: a.sharesCount, label: t('articles.shares', { count: a.sharesCount }), active: false },
  ];
  return (
    <ul className={clsx('flex items-center gap-4 text-sm text-stone-700', className)} aria-label={t('articles.reactions')}>
      {items.map(({ icon: Icon, count, label, active }) => (
        <li key={label} className="inline-flex items-center gap-1">
          <Icon aria-hidden="true" className={clsx('size-4', active && 'fill-red-600 text-red-600')} />
          <span aria-hidden="true">{count ?? 0}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
