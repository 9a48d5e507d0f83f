import { Globe, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { MentorCard as Mentor } from '@prosper/shared/schemas/mentor-search';
import { fullName } from '@prosper/shared/rules/full-name';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * One mentor in a list: who, where, what they know, and the price in the viewer's currency.
 * `children` go at the foot of the card (why a mentor is suggested), so cards in a row end together.
 */
export function MentorCard({ mentor: m, currency, children }: { mentor: Mentor; currency: Currency; children?: ReactNode }) {
  const { t } = useTranslation();
  const price = m.hourlyRateCents ? t('mentors.perHour', { price: formatMoney(m.hourlyRateCents, currency) }) : t('mentors.free');
  const role = [m.title, m.company].filter(Boolean).join(t('profile.at'));
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5">
      <div className="flex items-start gap-3">
        <MemberLine
          member={m}
          size={56}
          className="min-w-0 flex-1"
          name={
            <h2 className="font-semibold">
              <Link to={paths.mentor(m.id)} className="tap-target after:absolute after:inset-0 hover:underline focus-visible:underline">
                {fullName(m)}
              </Link>
            </h2>
          }
          subtitle={
            <>
              {/* Two lines at most; the whole of a longer one shows on hover and on the mentor's page. */}
              {role && (
                <p title={role} className="line-clamp-2 text-sm wrap-anywhere text-stone-700">
                  {role}
                </p>
              )}
              <Rating average={m.ratingAverage} count={m.reviewCount} className="mt-0.5 flex items-center gap-1 text-sm text-stone-700" />
            </>
          }
        />
        <p className="shrink-0 text-sm font-semibold text-brand-900">{price}</p>
      </div>
      <div className="mt-3 space-y-1 text-sm text-stone-700">
        {m.country && (
          <p className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" /> {m.country}
          </p>
        )}
        {m.languages.length > 0 && (
          <p className="flex items-center gap-1.5">
            <Globe aria-hidden="true" className="size-4" /> {m.languages.join(', ')}
          </p>
        )}
      </div>
      {m.skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('profile.skills')}>
          {m.skills.slice(0, 5).map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900">
              {skill}
            </li>
          ))}
        </ul>
      )}
      {children && <div className="mt-auto pt-4">{children}</div>}
    </article>
  );
}
