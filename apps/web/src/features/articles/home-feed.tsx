import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ArticleFeed } from './components/article-feed.tsx';

/**
 * The dashboard's reading: articles of the people the member follows, a few at a time, then
 * everyone's recent articles, live and endless.
 */
export default function HomeFeed() {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="following-articles" className="mt-10">
        <h2 id="following-articles" className="mb-4 text-xl font-semibold text-brand-900">
          {t('articles.fromFollowing')}
        </h2>
        <ArticleFeed
          source="following"
          paging="button"
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
        <ArticleFeed source="all" live empty={t('articles.empty')} />
      </section>
    </>
  );
}
