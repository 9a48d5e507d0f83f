import { useTranslation } from 'react-i18next';
import { zoneLabel } from '@prosper/shared/rules/zone-label';
import { rangeOf } from '../../../lib/date-time.ts';

/**
 * When a session is, in the viewer's zone and named so; and, when the other member lives in another
 * zone, the same time on their clock, so nobody has to work out the difference.
 */
export function SessionWhen({
  startsAt,
  endsAt,
  zone,
  other,
}: {
  startsAt: string;
  endsAt: string;
  zone: string;
  other?: { firstName: string; zone: string | null };
}) {
  const { t } = useTranslation();
  return (
    <span className="block">
      <time dateTime={startsAt} className="block font-medium">
        {rangeOf(startsAt, endsAt, zone)}
      </time>
      <span className="block text-sm text-stone-600">{t('sessions.timesIn', { zone: zoneLabel(zone, startsAt) })}</span>
      {other?.zone && other.zone !== zone && (
        <span className="block text-sm text-stone-600">
          {t('sessions.otherZone', {
            name: other.firstName,
            time: rangeOf(startsAt, endsAt, other.zone),
            zone: zoneLabel(other.zone, startsAt),
          })}
        </span>
      )}
    </span>
  );
}
