import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@prosper/shared/constants/currencies';
import { fullName } from '@prosper/shared/rules/full-name';
import { formatMoney } from '@prosper/shared/rules/money';
import type { FeaturedMentor } from '@prosper/shared/schemas/landing';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { paths } from '../../../lib/paths.ts';

/** The placeholder cards holding the mentors' place while they load, so nothing below jumps. */
const PLACEHOLDERS = ['first', 'second', 'third'];

/** A few real mentors, each card opening their public page; photos load only as they scroll into view. */
export function FeaturedMentors({ mentors, currency }: { mentors: FeaturedMentor[] | undefined; currency: Currency }) {
  const { t } = useTranslation();
  if (mentors?.length === 0) return null;
  return (
    <section aria-labelledby="featured-mentors" className="mx-auto max-w-6xl px-4 pt-16">
      <h2 id="featured-mentors" className="text-2xl font-semibold text-brand-900">
        {t('landing.mentorsTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('landing.mentorsLead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={mentors ? undefined : true}>
        {mentors
          ? mentors.map((m) => <MentorItem key={m.id} mentor={m} currency={currency} />)
          : PLACEHOLDERS.map((key) => (
              <li key={key} aria-hidden="true" className="h-32 animate-pulse rounded-xl border border-stone-200 bg-white" />
            ))}
      </ul>
    </section>
  );
}

function MentorItem({ mentor: m, currency }: { mentor: FeaturedMentor; currency: Currency }) {
  const { t } = useTranslation();
  const role = [m.title, m.company].filter(Boolean).join(t('profile.at'));
  const price = m.hourlyRateCents ? t('mentors.perHour', { price: formatMoney(m.hourlyRateCents, currency) }) : t('mentors.free');
  return (
    <li className="relative flex min-h-32 gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <Avatar firstName={m.firstName} lastName={m.lastName} src={m.avatarUrl} size={56} loading="lazy" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={paths.mentor(m.id)} className="tap-target after:absolute after:inset-0 hover:underline focus-visible:underline">
            {fullName(m)}
          </Link>
        </h3>
        {role && (
          <p title={role} className="line-clamp-2 text-sm wrap-anywhere text-stone-700">
            {role}
          </p>
        )}
        <Rating average={m.ratingAverage} count={m.reviewCount} className="mt-0.5 flex items-center gap-1 text-sm text-stone-700" />
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
          {m.country && (
            <span className="flex items-center gap-1 text-stone-700">
              <MapPin aria-hidden="true" className="size-4" /> {m.country}
            </span>
          )}
          <span className="font-semibold text-brand-900">{price}</span>
        </p>
      </div>
    </li>
  );
}
