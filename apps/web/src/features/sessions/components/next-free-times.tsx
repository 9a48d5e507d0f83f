import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { zoneLabel } from '@prosper/shared/rules/zone-label';
import { ApiError } from '../../../lib/api-client.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { useSlots } from '../api/booking.ts';
import { dayOfInstant, timeOf } from '../../../lib/date-time.ts';

/** How many of the next free times a mentor's page lists. */
const SHOWN = 6;

/** Where the booking starts: the booking page, or for a visitor the sign-in that returns there. */
export type BookTarget = { to: To; state?: unknown };

/**
 * The mentor's next few free times, on their public page. They are the first page of the booking
 * page's own slots query, so a member who goes on to book finds the times already loaded.
 */
export function NextFreeTimes({ mentorId, takesBookings, book }: { mentorId: string; takesBookings: boolean; book: BookTarget | null }) {
  const { t } = useTranslation();
  // A mentor without weekly hours has no times to ask for: the page says so without asking.
  const slots = useSlots(mentorId, null, takesBookings);
  const first = slots.data?.pages[0];
  const zone = viewerZone();
  // A mentor without hours answers 409: they take no bookings yet, which the page says instead of times.
  const notBookable = slots.error instanceof ApiError && slots.error.status === 409;
  const shown = first?.slots.slice(0, SHOWN) ?? [];
  return (
    <section aria-labelledby="next-free-times" className="mt-6 rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="next-free-times" className="text-lg font-semibold">
        {t('sessions.nextFreeTimes')}
      </h2>
      {!takesBookings ? (
        <p className="mt-3 text-sm text-stone-700">{t('sessions.mentorNotBookable')}</p>
      ) : slots.isPending ? (
        <p className="mt-3 text-sm text-stone-600">{t('app.loading')}</p>
      ) : notBookable ? (
        <p className="mt-3 text-sm text-stone-700">{slots.error?.message}</p>
      ) : slots.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {slots.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">{t('sessions.nextFreeTimesNone')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {t('sessions.nextFreeTimesLength', { count: first?.length ?? 0 })} ·{' '}
            {t('sessions.timesIn', { zone: zoneLabel(zone, shown[0]!) })}
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {shown.map((slot) => (
              <li key={slot} className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm">
                <time dateTime={slot}>
                  <span className="block text-stone-700">{dayOfInstant(slot, { timeZone: zone })}</span>
                  <span className="block font-semibold text-brand-900">{timeOf(slot, zone)}</span>
                </time>
              </li>
            ))}
          </ul>
          {book && (
            <Link to={book.to} state={book.state} className={buttonClass('secondary', 'mt-4')}>
              {t('sessions.allTimes')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
