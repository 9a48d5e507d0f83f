import { useTranslation } from 'react-i18next';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useMentorReviews } from '../api/reviews.ts';
import { fullName } from '@prosper/shared/rules/full-name';
import { Stars } from './stars.tsx';

/**
 * A mentor's reviews on their profile and mentor page, newest first, each with the mentor's public
 * reply; more on request. Given to the profiles area by the app.
 */
export function MentorReviews({ mentorId, mentorName }: { mentorId: string; mentorName: string }) {
  const { t } = useTranslation();
  const reviews = useMentorReviews(mentorId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="mentor-reviews" className="mt-6 rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="mentor-reviews" className="mb-3 text-lg font-semibold">
        {t('sessions.reviewsTitle')}
      </h2>
      {reviews.isPending ? (
        <p className="text-sm text-stone-600">{t('app.loading')}</p>
      ) : reviews.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {reviews.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('sessions.noReviews')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((review) => (
            <li key={review.id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex items-center gap-3">
                <MemberLine
                  member={review.mentee}
                  size={36}
                  className="min-w-0 flex-1"
                  name={<p className="text-sm font-semibold">{fullName(review.mentee)}</p>}
                  subtitle={
                    <div className="flex items-center gap-2">
                      <Stars rating={review.rating} size="size-3.5" />
                      <TimeAgo date={review.createdAt} />
                    </div>
                  }
                />
              </div>
              <p className="mt-2 whitespace-pre-line wrap-anywhere text-stone-800">{review.comment}</p>
              {review.reply && (
                <div className="mt-2 ml-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
                  <p className="text-sm font-semibold text-brand-900">{t('sessions.mentorReply', { name: mentorName })}</p>
                  <p className="mt-1 whitespace-pre-line wrap-anywhere text-sm">{review.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button variant="secondary" className="mt-4" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {t('sessions.moreReviews')}
        </Button>
      )}
    </section>
  );
}
