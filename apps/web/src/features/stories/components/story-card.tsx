import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleImageCardUrl } from '@prosper/shared/rules/article-image';
import { fullName } from '@prosper/shared/rules/full-name';
import type { StoryCard as Card } from '@prosper/shared/schemas/story';
import { paths } from '../../../lib/paths.ts';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { SaverImage } from '../../../components/ui/saver-image.tsx';

/**
 * A story in a list (the stories feed, a mentor's page): its author and when, the cover, the title,
 * the approved mentor, the start of the text and its counts. The whole card opens the story.
 */
export function StoryCard({ story: s, heading: Heading = 'h2' }: { story: Card; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-700">
      <div className="flex items-center gap-3">
        <MemberLine
          member={s.author}
          size={40}
          className="min-w-0 flex-1"
          name={<p className="truncate text-sm font-medium text-stone-900">{fullName(s.author)}</p>}
          subtitle={
            <p className="text-xs text-stone-600">
              <TimeAgo date={s.createdAt} />
            </p>
          }
        />
      </div>
      {s.imageUrl && (
        <SaverImage
          src={articleImageCardUrl(s.imageUrl)}
          alt=""
          width={600}
          height={338}
          className="mt-3 aspect-video w-full rounded-lg bg-stone-100 object-cover"
        />
      )}
      <Heading className="mt-3 line-clamp-2 text-lg font-semibold wrap-anywhere text-stone-900">
        <Link
          to={paths.story(s.id)}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:focus-ring"
        >
          {s.title}
        </Link>
      </Heading>
      {s.mentor?.state === 'approved' && (
        <p className="mt-1 text-sm text-brand-900">{t('stories.withMentor', { name: fullName(s.mentor.member) })}</p>
      )}
      <p className="mt-2 line-clamp-3 text-sm wrap-anywhere text-stone-700">{s.excerpt}</p>
      <p className="mt-auto flex gap-4 pt-3 text-sm text-stone-700">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4" />
          {t('stories.likes', { count: s.likesCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('stories.comments', { count: s.commentsCount })}
        </span>
      </p>
    </article>
  );
}
