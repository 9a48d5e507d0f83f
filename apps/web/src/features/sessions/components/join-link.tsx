import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isJoinOpen } from '@prosper/shared/rules/session-timing';
import type { Session } from '@prosper/shared/schemas/session';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useNow } from '../use-now.ts';

/**
 * The video call of a confirmed session: a working link from 10 minutes before the start until the
 * end, and before that a disabled button saying when it opens (or, in a list, nothing). Nothing
 * without a meeting link.
 */
export function JoinLink({ session, onlyWhenOpen = false }: { session: Session; onlyWhenOpen?: boolean }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!session.meetingUrl || session.status !== 'confirmed') return null;
  if (isJoinOpen(session, now)) {
    return (
      <a href={session.meetingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
        <Video aria-hidden="true" className="size-4" />
        {t('sessions.join')}
        <span className="sr-only"> {t('sessions.opensInNewTab')}</span>
      </a>
    );
  }
  if (onlyWhenOpen) return null;
  const ended = now >= Date.parse(session.endsAt);
  const hintId = `join-hint-${session.id}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" disabled aria-describedby={hintId} className={buttonClass('secondary', 'opacity-70')}>
        <Video aria-hidden="true" className="size-4" />
        {t('sessions.join')}
      </button>
      <p id={hintId} className="text-sm text-stone-600">
        {ended ? t('sessions.joinClosed') : t('sessions.joinOpensHint')}
      </p>
    </div>
  );
}
