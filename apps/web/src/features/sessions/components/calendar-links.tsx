import { CalendarPlus, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { googleCalendarUrl } from '@prosper/shared/rules/calendar-link';
import type { Session } from '@prosper/shared/schemas/session';
import { paths } from '../../../lib/paths.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { sessionPath } from '../api/sessions.ts';

/**
 * Add to calendar: the server's .ics file (Outlook, Apple and the rest), or Google Calendar's own link,
 * which carries the session's title only for a member who shares with outside services (privacy settings).
 */
export function CalendarLinks({ session }: { session: Session }) {
  const { t } = useTranslation();
  const url = `${location.origin}${paths.session(session.id)}`;
  // The title may name people: it goes to Google only when the member shares with outside services.
  const shares = useViewer().data?.thirdPartySharing ?? false;
  const google = googleCalendarUrl({
    title: shares ? session.title : t('sessions.calendarPrivateTitle'),
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    details: t('sessions.calendarDetails', { url: shares ? (session.meetingUrl ?? url) : url }),
  });
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-stone-800">{t('sessions.addToCalendar')}</h2>
      <div className="flex flex-wrap gap-2">
        <a href={`${sessionPath(session.id)}/calendar.ics`} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('sessions.downloadIcs')}
        </a>
        <a href={google} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('sessions.googleCalendar')}
          <span className="sr-only"> {t('sessions.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}
