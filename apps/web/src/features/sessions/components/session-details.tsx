import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@prosper/shared/constants/currencies';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import { formatCharge } from '@prosper/shared/rules/charge';
import { formatMoney } from '@prosper/shared/rules/money';
import type { Session } from '@prosper/shared/schemas/session';
import { paths } from '../../../lib/paths.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';
import { FactList } from './fact-list.tsx';
import { SessionWhen } from './session-when.tsx';
import { dateOf } from '../../../lib/date-time.ts';

/**
 * A session's facts: when in the viewer's zone (and the other member's, when it differs), with whom,
 * how long, the price and its payment, and the mentee's note.
 */
export function SessionDetails({ session: s, zone, currency }: { session: Session; zone: string; currency: Currency }) {
  const { t } = useTranslation();
  const other = otherMember(s);
  const otherIsMentor = other.id === s.mentor.id;
  const otherZone = otherIsMentor ? s.mentorTimezone : s.menteeTimezone;
  const rows: [string, ReactNode][] = [
    [
      t('sessions.when'),
      <SessionWhen
        key="when"
        startsAt={s.startsAt}
        endsAt={s.endsAt}
        zone={zone}
        other={{ firstName: other.firstName, zone: otherZone }}
      />,
    ],
    [
      t('sessions.with'),
      <span key="with" className="flex items-center gap-2">
        <Avatar
          firstName={other.firstName}
          lastName={other.lastName}
          src={other.avatarUrl ? avatarThumbUrl(other.avatarUrl) : null}
          size={32}
        />
        {other.deleted ? (
          <span className="font-medium">{fullName(other)}</span>
        ) : (
          <Link
            to={otherIsMentor ? paths.mentor(other.id) : paths.memberProfile(other.id)}
            className="font-medium text-brand-800 hover:underline"
          >
            {fullName(other)}
          </Link>
        )}
        <span className="text-sm text-stone-600">· {t(`profile.roles.${otherIsMentor ? 'mentor' : 'mentee'}`)}</span>
      </span>,
    ],
    [t('sessions.length'), t('sessions.minutes', { count: s.durationMinutes })],
    [t('sessions.price'), s.priceCents ? formatMoney(s.priceCents, currency) : t('sessions.free')],
  ];
  if (s.payment) {
    const { status } = s.payment;
    const reference = s.payment.reference ?? '';
    const paidOn = s.payment.paidAt ? dateOf(s.payment.paidAt, zone) : '';
    const mentorWaits = s.viewerParty === 'mentor' && (status === 'pending' || status === 'sent');
    const charge = s.payment.charge;
    rows.push([
      t('sessions.payment'),
      // Through a provider: paid shows what was charged in its currency; the mentor waits for the provider, not a transfer.
      charge && status === 'paid'
        ? t('payments.paidOnline', { amount: formatCharge(charge.amountMinor, charge.currency), date: paidOn })
        : charge && mentorWaits
          ? t('payments.waitingOnline', { name: fullName(s.mentee) })
          : mentorWaits
            ? t(`payments.statusMentor.${status}`, { name: fullName(s.mentee), reference })
            : t(`payments.status.${status}`, { date: paidOn, reference, name: fullName(s.mentor) }),
    ]);
  }
  rows.push([
    t('sessions.note'),
    s.note ? (
      <span key="note" className="whitespace-pre-line">
        {s.note}
      </span>
    ) : (
      <span key="note" className="text-stone-600">
        {t('sessions.noNote')}
      </span>
    ),
  ]);
  return <FactList facts={rows} />;
}
