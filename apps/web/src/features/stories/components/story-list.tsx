import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@prosper/shared/schemas/member';
import type { StoryCard as Card } from '@prosper/shared/schemas/story';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StoryCard } from './story-card.tsx';

/** A paged list of story cards with its loading, failure, empty and "load more" states. */
export function StoryList({
  query,
  empty,
  heading = 'h2',
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Card>>>;
  empty: string;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('stories.failedToLoad')}: {query.error.message}
      </p>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} heading={heading} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('stories.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
