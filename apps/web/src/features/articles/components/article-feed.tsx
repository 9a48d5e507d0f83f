import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { feedQuery, itemsOf, savedQuery } from '../api/articles.ts';
import type { FeedScope } from '../api/keys.ts';
import { useLiveFeed } from '../api/live.ts';
import { ArticleCard } from './article-card.tsx';
import { CardSkeleton } from './card-skeleton.tsx';

type Props = {
  /** A feed of articles, or the member's saved ones. */
  source: FeedScope | 'saved';
  /** What shows when there is nothing to list. */
  empty: ReactNode;
  /** New articles arrive on top while it is on screen (the feed of everyone's articles). */
  live?: boolean;
  heading?: 'h2' | 'h3';
  /**
   * A few cards at a time, more on request, for a list above another; without it the next page
   * comes as the end nears. The page keeps the count, so the list below can leave those cards out.
   */
  few?: { shown: number; step: number; onShowMore: () => void };
  /** Cards the page already shows above this list, left out so no article shows twice. */
  hidden?: ReadonlySet<string>;
};

/**
 * Article cards in two columns (one on a phone), newest first: 4 skeleton cards while loading,
 * 'Failed to load articles' and an empty list on failure (SPEC §8), the empty text, then the pages.
 */
export function ArticleFeed({ source, empty, live = false, heading, few, hidden }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(source === 'saved' ? savedQuery : feedQuery(source));
  useLiveFeed(live && source === 'all');
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, isLoadingError } = list;
  const loaded = itemsOf(list.data);
  const items = hidden ? loaded.filter((article) => !hidden.has(article.id)) : loaded;

  useEffect(() => {
    if (isLoadingError) toast.error(t('articles.failedToLoad'));
  }, [isLoadingError, t]);

  const loadMore = useCallback(() => {
    void fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) toast.error(t('articles.failedToLoad'));
    });
  }, [fetchNextPage, t]);
  const sentinel = useNearEnd(loadMore, !few && hasNextPage && !isFetchingNextPage && !isFetchNextPageError);

  const visible = few ? items.slice(0, few.shown) : items;
  const canShowMore = few && (items.length > few.shown || hasNextPage);
  const showMore = () => {
    if (!few) return;
    few.onShowMore();
    if (few.shown + few.step > items.length && hasNextPage && !isFetchingNextPage) loadMore();
  };

  if (list.isPending) {
    return (
      <div role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">{t('app.loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to key by
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isLoadingError) {
    return (
      <div className="py-6">
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  }
  // Every loaded card may be one shown above: the sentinel below then asks for the next page.
  if (items.length === 0 && !hasNextPage) return <div className="py-6 text-stone-700">{empty}</div>;
  return (
    <div>
      {visible.length > 0 && (
        <ul className="grid items-start gap-4 md:grid-cols-2">
          {visible.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} heading={heading} />
            </li>
          ))}
        </ul>
      )}
      {!few ? (
        <div ref={sentinel} className="py-4 text-center text-sm text-stone-600">
          {isFetchingNextPage && <p role="status">{t('articles.loadingMore')}</p>}
          {isFetchNextPageError && (
            <Button variant="secondary" onClick={loadMore}>
              {t('app.tryAgain')}
            </Button>
          )}
        </div>
      ) : (
        canShowMore && (
          <Button variant="secondary" className="mt-4" onClick={showMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('articles.loadingMore') : t('articles.showMore')}
          </Button>
        )
      )}
    </div>
  );
}
