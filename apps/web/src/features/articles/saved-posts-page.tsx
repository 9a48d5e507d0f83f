import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ArticleFeed } from './components/article-feed.tsx';

/** /saved-posts: the articles the member saved, newest saved first; the bookmark unsaves. */
export default function SavedPostsPage() {
  const { t } = useTranslation();
  usePageTitle(t('articles.savedTitle'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('articles.savedTitle')}</h1>
      <p className="mt-1 mb-6 text-stone-700">{t('articles.savedLead')}</p>
      <ArticleFeed
        source="saved"
        heading="h2"
        empty={
          <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <p className="text-lg font-medium text-stone-900">{t('articles.savedEmpty')}</p>
            <p className="mt-1 text-sm text-stone-700">{t('articles.savedEmptyText')}</p>
            <Link to={paths.createArticle} className={buttonClass('primary', 'mt-4')}>
              {t('articles.browse')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
