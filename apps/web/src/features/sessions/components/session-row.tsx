import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@prosper/shared/constants/currencies';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import { formatMoney } from '@prosper/shared/rules/money';
import { relativeWhen } from '@prosper/shared/rules/relative-when';
import type { Session, SessionAction } from '@prosper/shared/schemas/session';
import { paths } from '../../../lib/paths.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';
import { rangeOf } from '../../../lib/date-time.ts';
import { JoinLink } from './join-link.tsx';
import { SessionActions } from './session-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Sessions that will not take place: no 'in 3 days' beside their time. */
const CALLED_OFF = new Set<Session['status']>(['declined', 'expired', 'cancelled']);
/** Sessions that are over one way or another: the mentee may book the mentor again. */
const CLOSED = new Set<Session['status']>([...CALLED_OFF, 'completed', 'no_show']);

/** What a list row offers; the rest is on the session's own page. */
const ROW_ACTIONS: readonly SessionAction[] = ['confirm', 'decline', 'acceptReschedule', 'declineReschedule', 'cancel'];

/**
 * One session in a list: the other member, the topic (to the session's page), when in the viewer's
 * zone with how far away, status and price; the join link once it opens, and the quick actions.
 */
export function SessionRow({ session: s, currency, zone, now }: { session: Session; currency: Currency; zone: string; now: number }) {
  const { t } = useTranslation();
  const other = otherMember(s);
  const name = fullName(other);
  return (
    <article className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <Avatar
        firstName={other.firstName}
        lastName={other.lastName}
        src={other.avatarUrl ? avatarThumbUrl(other.avatarUrl) : null}
        size={44}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-semibold wrap-anywhere">
            <Link to={paths.session(s.id)} className="tap-target text-brand-900 hover:underline">
              {s.title}
            </Link>
          </h3>
          <StatusBadge status={s.status} />
        </div>
        <p className="text-sm text-stone-700">
          {s.viewerParty === 'mentor' ? t('sessions.withMentee', { name }) : t('sessions.withMentor', { name })}
        </p>
        <p className="text-sm">
          <time dateTime={s.startsAt}>{rangeOf(s.startsAt, s.endsAt, zone)}</time>
          {!CALLED_OFF.has(s.status) && <span className="text-stone-600"> · {relativeWhen(s.startsAt, now)}</span>}
        </p>
        <p className="text-sm text-stone-700">
          {t('sessions.minutes', { count: s.durationMinutes })} · {s.priceCents ? formatMoney(s.priceCents, currency) : t('sessions.free')}
        </p>
        {s.proposal && <p className="text-sm font-medium text-amber-900">{t('sessions.proposalPending')}</p>}
        <div className="flex flex-wrap gap-2 pt-2 empty:hidden">
          <JoinLink session={s} onlyWhenOpen />
          {s.actions.includes('review') && (
            <Link
              to={`${paths.session(s.id)}#review`}
              className={buttonClass('primary')}
              aria-label={`${t('sessions.writeReview')}: ${s.title}`}
            >
              <Star aria-hidden="true" className="size-4" />
              {t('sessions.writeReview')}
            </Link>
          )}
          <SessionActions session={s} only={ROW_ACTIONS} label={s.title} />
          {s.viewerParty === 'mentee' && CLOSED.has(s.status) && (
            <Link
              to={paths.bookSession(s.mentor.id)}
              className={buttonClass('secondary')}
              aria-label={t('sessions.bookAgainWith', { name })}
            >
              {t('sessions.bookAgain')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
