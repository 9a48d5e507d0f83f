import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SlotDay } from '@prosper/shared/rules/slot-days';
import { dayOf, dayParts } from '../time-format.ts';

/**
 * The days with free times: a strip of buttons that scrolls sideways on a phone, a calendar-like
 * block of them on a wider screen. The chosen day is pressed; 'Show later dates' fetches the next
 * month of times.
 */
export function DayStrip({
  days,
  selected,
  onSelect,
  onMore,
  loadingMore,
}: {
  days: SlotDay[];
  selected: string | null;
  onSelect: (date: string) => void;
  onMore?: () => void;
  loadingMore: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('sessions.dates')}</legend>
      <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 sm:flex-wrap sm:overflow-visible sm:pb-1">
        {days.map((day) => {
          const parts = dayParts(day.date);
          const pressed = day.date === selected;
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={pressed}
              aria-label={`${dayOf(day.date)}, ${t('sessions.freeTimes', { count: day.slots.length })}`}
              onClick={() => onSelect(day.date)}
              className={clsx(
                'flex w-18 shrink-0 snap-start flex-col items-center rounded-lg border px-2 py-2 text-center',
                pressed ? 'border-brand-800 bg-brand-800 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-700',
              )}
            >
              <span className="text-xs font-medium uppercase">{parts.weekday}</span>
              <span className="text-xl leading-7 font-semibold">{parts.day}</span>
              <span className="text-xs">{parts.month}</span>
              <span className={clsx('mt-1 text-[11px]', pressed ? 'text-brand-50' : 'text-stone-600')}>
                {t('sessions.freeTimes', { count: day.slots.length })}
              </span>
            </button>
          );
        })}
        {onMore && (
          <button
            type="button"
            onClick={onMore}
            disabled={loadingMore}
            className="flex w-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-400 px-2 py-2 text-center text-sm font-medium text-brand-800 hover:border-brand-700 disabled:text-stone-600"
          >
            {loadingMore ? t('sessions.loadingTimes') : t('sessions.laterDates')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
