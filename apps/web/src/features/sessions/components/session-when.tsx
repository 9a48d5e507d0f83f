import { useTranslation } from 'react-i18next';
import { zoneLabel } from '@prosper/shared/rules/zone-label';
import { rangeOf } from '../time-format.ts';

/**
 * When a session is, in the viewer's zone and named so; and, when the mentor lives in another zone,
 * the same time on the mentor's clock, so nobody has to work out the difference.
 */
export function SessionWhen({
  startsAt,
  endsAt,
  zone,
  mentor,
}: {
  startsAt: string;
  endsAt: string;
  zone: string;
  mentor?: { firstName: string; zone: string | null };
}) {
  const { t } = useTranslation();
  return (
    <span className="block">
      <time dateTime={startsAt} className="block font-medium">
        {rangeOf(startsAt, endsAt, zone)}
      </time>
      <span className="block text-sm text-stone-600">{t('sessions.timesIn', { zone: zoneLabel(zone, startsAt) })}</span>
      {mentor?.zone && mentor.zone !== zone && (
        <span className="block text-sm text-stone-600">
          {t('sessions.otherZone', {
            name: mentor.firstName,
            time: rangeOf(startsAt, endsAt, mentor.zone),
            zone: zoneLabel(mentor.zone, startsAt),
          })}
        </span>
      )}
    </span>
  );
}
