import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { feedQuery, itemsOf } from './api/articles.ts';
import { ArticleFeed } from './components/article-feed.tsx';

/** Cards of the people the member follows shown at first, and added by each 'Show more'. */
const FOLLOWING_STEP = 4;

/**
 * The dashboard's reading: articles of the people the member follows, a few at a time, then
 * everyone's recent articles, live and endless, without those already shown above, so no article
 * shows twice in a row.
 */
export default function HomeFeed() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(FOLLOWING_STEP);
  // The same cache entry the list above reads: no second request.
  const following = useInfiniteQuery(feedQuery('following'));
  const above = useMemo(
    () =>
      new Set(
        itemsOf(following.data)
          .slice(0, shown)
          .map((article) => article.id),
      ),
    [following.data, shown],
  );
  return (
    <>
      <section aria-labelledby="following-articles" className="mt-10">
        <h2 id="following-articles" className="mb-4 text-xl font-semibold text-brand-900">
          {t('articles.fromFollowing')}
        </h2>
        <ArticleFeed
          source="following"
          few={{ shown, step: FOLLOWING_STEP, onShowMore: () => setShown((n) => n + FOLLOWING_STEP) }}
          empty={
            <p>
              {t('articles.followingEmpty')}{' '}
              <Link to={paths.mentors} className="font-medium text-brand-800 underline underline-offset-2">
                {t('articles.findPeople')}
              </Link>
            </p>
          }
        />
      </section>
      <section aria-labelledby="recent-articles" className="mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-articles" className="text-xl font-semibold text-brand-900">
            {t('articles.recent')}
          </h2>
          <Link to={paths.createArticle} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('articles.writeOne')}
          </Link>
        </div>
        <ArticleFeed source="all" live hidden={above} empty={above.size > 0 ? t('articles.noOthers') : t('articles.empty')} />
      </section>
    </>
  );
}
