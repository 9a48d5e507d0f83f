import { clsx } from 'clsx';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { articleImageCardUrl } from '@prosper/shared/rules/article-image';
import type { ArticleCard as Card } from '@prosper/shared/schemas/article';
import { fullName } from '@prosper/shared/rules/full-name';
import { paths } from '../../../lib/paths.ts';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useSaveArticle } from '../api/articles.ts';
import { Counters } from './counters.tsx';
import { SaverImage } from '../../../components/ui/saver-image.tsx';

/**
 * An article in a feed (SPEC §2): author, when and how long to read, the cover, the title in two
 * lines, tags, the start of the text in three lines, the counters, and a bookmark to save it.
 * The whole card opens the post.
 */
export function ArticleCard({ article: a, heading: Heading = 'h3' }: { article: Card; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-700">
      <div className="flex items-center gap-3">
        <MemberLine
          member={a.author}
          size={40}
          className="min-w-0 flex-1"
          name={<p className="truncate text-sm font-medium text-stone-900">{fullName(a.author)}</p>}
          subtitle={
            <p className="flex items-center gap-1.5 text-xs text-stone-600">
              <TimeAgo date={a.createdAt} />
              <span aria-hidden="true">·</span>
              <span>{t('articles.minRead', { count: a.readingMinutes })}</span>
            </p>
          }
        />
        <SaveToggle article={a} />
      </div>
      {a.imageUrl && (
        <SaverImage
          src={articleImageCardUrl(a.imageUrl)}
          alt={t('articles.imageAlt')}
          width={600}
          height={338}
          className="mt-3 aspect-video w-full rounded-lg bg-stone-100 object-cover"
        />
      )}
      <Heading className="mt-3 line-clamp-2 text-lg font-semibold text-stone-900">
        {/* Stretched over the card, so a tap anywhere on it opens the post. */}
        <Link
          to={paths.viewPost(a.id)}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:focus-ring"
        >
          {a.title}
        </Link>
      </Heading>
      {a.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('articles.tags')}>
          {a.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-brand-700 px-2.5 py-0.5 text-xs font-medium text-brand-900 capitalize">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 line-clamp-3 text-sm text-stone-700">{a.excerpt}</p>
      <Counters article={a} className="mt-auto pt-3" />
    </article>
  );
}

/** The bookmark: pressed when the member saved the article. Above the card's link, so it can be tapped. */
function SaveToggle({ article: a }: { article: Card }) {
  const { t } = useTranslation();
  const save = useSaveArticle(a.id);
  const toggle = () => {
    if (save.isPending) return;
    save.mutate(!a.savedByMe, { onError: (error) => toast.error(t('articles.saveFailed'), { description: error.message }) });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={a.savedByMe}
      aria-label={t('articles.saveNamed', { title: a.title })}
      title={a.savedByMe ? t('articles.saved') : t('articles.save')}
      className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-brand-900"
    >
      <Bookmark aria-hidden="true" className={clsx('size-5', a.savedByMe && 'fill-brand-800 text-brand-800')} />
    </button>
  );
}
