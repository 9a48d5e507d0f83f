import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@prosper/shared/schemas/profile';
import { paths } from '../../../lib/paths.ts';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { fullName } from '@prosper/shared/rules/full-name';

/** Whom the member is booking: photo, name (to their page), title and rating. */
export function MentorHeader({ mentor, headingId }: { mentor: Profile; headingId: string }) {
  const { t } = useTranslation();
  const name = fullName(mentor);
  const role = [mentor.mentor?.title, mentor.mentor?.company].filter(Boolean).join(t('profile.at'));
  return (
    <header className="flex items-center gap-4">
      <MemberLine
        member={mentor}
        size={64}
        className="min-w-0"
        name={
          <h1 id={headingId} className="text-xl font-semibold text-brand-900 sm:text-2xl">
            {t('sessions.bookWith', { name })}
          </h1>
        }
        subtitle={
          <>
            {role && <p className="truncate text-sm text-stone-700">{role}</p>}
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3">
              <Rating average={mentor.mentor?.ratingAverage ?? null} count={mentor.mentor?.reviewCount ?? 0} />
              <Link to={paths.mentor(mentor.id)} className="text-sm font-medium text-brand-800 underline underline-offset-2">
                {t('profile.title')}
              </Link>
            </div>
          </>
        }
      />
    </header>
  );
}
