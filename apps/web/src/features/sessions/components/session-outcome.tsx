import { useTranslation } from 'react-i18next';
import type { Session } from '@prosper/shared/schemas/session';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';
import { rangeOf } from '../../../lib/date-time.ts';
import { SessionActions } from './session-actions.tsx';

/**
 * What changed the session or waits on someone: a request to answer, a proposed new time (with
 * Accept and Decline for the other side), a cancellation with its reason, a no-show.
 */
export function SessionOutcome({ session: s, zone }: { session: Session; zone: string }) {
  const { t } = useTranslation();
  const name = fullName(otherMember(s));
  const notes: { key: string; tone: 'info' | 'warn'; text: string; detail?: string | null }[] = [];
  if (s.status === 'requested') {
    notes.push({
      key: 'requested',
      tone: 'info',
      text: s.viewerParty === 'mentor' ? t('sessions.requestedHintMentor') : t('sessions.requestedHint'),
    });
  }
  if (s.status === 'cancelled' && s.cancelledBy) {
    const who = s.cancelledBy === s.viewerParty ? t('sessions.cancelledByYou') : t(`sessions.cancelledBy.${s.cancelledBy}`);
    notes.push({
      key: 'cancelled',
      tone: 'warn',
      text: s.lateCancellation ? `${who} · ${t('sessions.lateCancellation')}` : who,
      detail: s.reason,
    });
  }
  // Cancelled by nobody: the payment hold ran out unpaid (decision 057).
  if (s.status === 'cancelled' && !s.cancelledBy && s.payment?.status === 'cancelled')
    notes.push({ key: 'released', tone: 'warn', text: t('payments.holdReleased'), detail: s.reason });
  if (s.status === 'declined' && s.reason)
    notes.push({ key: 'declined', tone: 'warn', text: t('sessions.declinedReason'), detail: s.reason });
  if (s.status === 'no_show' && s.noShow) notes.push({ key: 'noShow', tone: 'warn', text: t(`sessions.noShowOf.${s.noShow}`) });

  return (
    <>
      {notes.map((note) => (
        <div
          key={note.key}
          className={`rounded-lg border p-3 text-sm ${note.tone === 'warn' ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
        >
          <p className="font-medium">{note.text}</p>
          {note.detail && <p className="mt-1 whitespace-pre-line wrap-anywhere">“{note.detail}”</p>}
        </div>
      ))}
      {s.proposal && (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">
            {s.proposal.by === s.viewerParty
              ? t('sessions.proposalByYou', { time: rangeOf(s.proposal.startsAt, s.proposal.endsAt, zone), name })
              : t('sessions.proposalByOther', { time: rangeOf(s.proposal.startsAt, s.proposal.endsAt, zone), name })}
          </p>
          <SessionActions session={s} only={['acceptReschedule', 'declineReschedule']} />
        </div>
      )}
    </>
  );
}
