import { clsx } from 'clsx';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDays, isoWeekday, type SlotDay } from '@prosper/shared/rules/slot-days';
import { dayOf, dayParts } from '../../../lib/date-time.ts';

/** A week's dates, Monday first as ISO 8601 counts (the weekday numbers of availability too). */
const A_WEEK = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];
// Literal class names, so Tailwind generates them: where the first day sits under its weekday.
const COLUMN = [
  '',
  'md:col-start-1',
  'md:col-start-2',
  'md:col-start-3',
  'md:col-start-4',
  'md:col-start-5',
  'md:col-start-6',
  'md:col-start-7',
];

/**
 * A control tabbed to in the phone's strip comes wholly into view: the browser left one at the
 * strip's edge half hidden (SC 2.4.11). Nearest: no jump when it already shows, and never under the bar.
 */
const showWhole = (e: FocusEvent<HTMLElement>) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });

/**
 * The days with free times: a strip of buttons that scrolls sideways on a phone; on a wider screen a
 * calendar, seven days to a row under their weekdays, the days without times left blank. The chosen
 * day is pressed; 'Show later dates' fetches the next month of times.
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
  const cells = calendarDays(days);
  const firstColumn = cells[0] ? COLUMN[isoWeekday(cells[0].date)] : '';
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('sessions.dates')}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-3 md:mx-0 md:grid md:grid-cols-7 md:gap-1.5 md:overflow-visible md:px-0 md:pb-1">
        {cells.length > 0 &&
          A_WEEK.map((date) => (
            <span key={date} aria-hidden="true" className="hidden text-center text-xs font-medium text-stone-600 uppercase md:block">
              {dayParts(date).weekday}
            </span>
          ))}
        {cells.map(({ date, day }, i) => {
          const parts = dayParts(date);
          const column = i === 0 ? firstColumn : '';
          if (!day) {
            return (
              <span
                key={date}
                aria-hidden="true"
                className={clsx('hidden items-start justify-center rounded-lg py-2 text-sm text-stone-500 md:flex', column)}
              >
                {parts.day}
              </span>
            );
          }
          const pressed = date === selected;
          return (
            <button
              key={date}
              type="button"
              aria-pressed={pressed}
              aria-label={`${dayOf(date)}, ${t('sessions.freeTimes', { count: day.slots.length })}`}
              onClick={() => onSelect(date)}
              onFocus={showWhole}
              className={clsx(
                'flex w-18 shrink-0 flex-col items-center rounded-lg border px-2 py-2 text-center md:w-auto md:min-w-0 md:px-1',
                column,
                pressed ? 'border-brand-800 bg-brand-800 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-700',
              )}
            >
              {/* The calendar's head names the weekday on a wider screen. */}
              <span className="text-xs font-medium uppercase md:hidden">{parts.weekday}</span>
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
            onFocus={showWhole}
            disabled={loadingMore}
            className="flex w-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-400 px-2 py-2 text-center text-sm font-medium text-brand-800 hover:border-brand-700 disabled:text-stone-600 md:col-span-7 md:mt-1 md:w-auto"
          >
            {loadingMore ? t('sessions.loadingTimes') : t('sessions.laterDates')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
