import { Globe } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInZone, groupSlotsByDay } from '@prosper/shared/rules/slot-days';
import { zoneLabel } from '@prosper/shared/rules/zone-label';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { SLOT_PAGE_DAYS, type useSlots } from '../api/booking.ts';
import { dayOf } from '../../../lib/date-time.ts';
import { DayStrip } from './day-strip.tsx';
import { TimeGrid } from './time-grid.tsx';

type SlotsQuery = ReturnType<typeof useSlots>;

/**
 * A mentor's free times in the viewer's time zone, named on screen: first a day, then a time. The
 * first day with free times is open at the start; a later month is fetched on demand.
 */
export function SlotPicker({ query, value, onChange }: { query: SlotsQuery; value: string | null; onChange: (slot: string) => void }) {
  const { t } = useTranslation();
  const zone = viewerZone();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const slots = useMemo(() => data?.pages.flatMap((page) => page.slots) ?? [], [data]);
  const days = useMemo(() => groupSlotsByDay(slots, zone), [slots, zone]);
  const [picked, setPicked] = useState<string | null>(null);
  const chosenDay = value ? dateInZone(value, zone) : null;
  const day = days.find((d) => d.date === (picked ?? chosenDay)) ?? days[0] ?? null;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isPending) return <Spinner label={t('sessions.loadingTimes')} />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        {query.error.message}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        {t('sessions.timesIn', { zone: zoneLabel(zone, slots[0] ?? Date.now()) })}
      </p>
      {days.length === 0 && (
        <p className="text-sm text-stone-700">
          {hasNextPage ? t('sessions.noTimesYet', { days: String((data?.pages.length ?? 1) * SLOT_PAGE_DAYS) }) : t('sessions.noTimes')}
        </p>
      )}
      {/* Days beside times on a wide screen, as booking pages lay them out; one above the other on a phone. */}
      <div className="space-y-4 sm:grid sm:grid-cols-[minmax(0,1fr)_14rem] sm:gap-6 sm:space-y-0">
        <DayStrip
          days={days}
          selected={day?.date ?? null}
          onSelect={setPicked}
          onMore={hasNextPage ? more : undefined}
          loadingMore={isFetchingNextPage}
        />
        {day && (
          <TimeGrid
            key={day.date}
            label={t('sessions.timesOn', { day: dayOf(day.date, 'long') })}
            slots={day.slots}
            timeZone={zone}
            value={value}
            onChange={onChange}
          />
        )}
      </div>
    </div>
  );
}
