import { Copy, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type Availability, WEEKDAYS } from '@prosper/shared/schemas/session';
import { Select } from '../../../components/ui/field.tsx';

type Hours = Availability['weeklyHours'];

const STEP_MINUTES = 30;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Starts from 00:00 to 23:30, ends from 00:30 to 24:00, on the half-hour grid slots start on. */
const STARTS = Array.from({ length: 48 }, (_, i) => clock(i * STEP_MINUTES));
const ENDS = Array.from({ length: 48 }, (_, i) => clock((i + 1) * STEP_MINUTES));
const WORKDAYS = [1, 2, 3, 4, 5];
const DAY_KEYS = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' } as const;

/** The options, with a saved time off the grid (set elsewhere) kept in its place. */
const withValue = (options: string[], value: string) => (options.includes(value) ? options : [...options, value].sort());

/** New hours after the day's last: two hours from where it ends, or 09:00 to 17:00 on an empty day. */
function nextRange(day: Hours): { start: string; end: string } | null {
  const last = day.reduce((latest, h) => Math.max(latest, minutesOf(h.end)), -1);
  if (last < 0) return { start: '09:00', end: '17:00' };
  if (last >= 24 * 60) return null;
  return { start: clock(last), end: clock(Math.min(last + 120, 24 * 60)) };
}

/**
 * A mentor's weekly hours, weekday by weekday, in their own time zone: any number of ranges a day,
 * added and removed, and one day's hours copied to every workday (as Cal.com offers).
 */
export function WeeklyHours({
  value,
  onChange,
  errors,
}: {
  value: Hours;
  onChange: (hours: Hours) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<Hours[number]>) => onChange(value.map((h, i) => (i === index ? { ...h, ...change } : h)));
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('sessions.weeklyHours')}</legend>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {WEEKDAYS.map((weekday) => {
          const day = t(`sessions.weekdays.${DAY_KEYS[weekday]}`);
          const ranges = value.map((h, index) => ({ ...h, index })).filter((h) => h.weekday === weekday);
          const next = nextRange(ranges);
          return (
            <li key={weekday} className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-1 p-3 sm:grid-cols-[7rem_1fr_auto]">
              <p className="pt-2.5 text-sm font-medium">{day}</p>
              <div className="order-3 col-span-2 space-y-2 sm:order-none sm:col-span-1">
                {ranges.length === 0 && <p className="pt-2 text-sm text-stone-600">{t('sessions.unavailable')}</p>}
                {ranges.map((range, n) => {
                  const label = { day, n: String(n + 1) };
                  const error = errors[`weeklyHours.${range.index}`];
                  return (
                    <div key={range.index}>
                      <div className="flex items-center gap-2">
                        <Select
                          aria-label={t('sessions.rangeFrom', label)}
                          value={range.start}
                          onChange={(e) => update(range.index, { start: e.target.value })}
                          aria-invalid={error ? true : undefined}
                          className="w-auto min-w-24 tabular-nums"
                        >
                          {withValue(STARTS, range.start).map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </Select>
                        <span aria-hidden="true">–</span>
                        <Select
                          aria-label={t('sessions.rangeTo', label)}
                          value={range.end}
                          onChange={(e) => update(range.index, { end: e.target.value })}
                          aria-invalid={error ? true : undefined}
                          className="w-auto min-w-24 tabular-nums"
                        >
                          {withValue(ENDS, range.end).map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </Select>
                        <button
                          type="button"
                          aria-label={t('sessions.removeHours', label)}
                          onClick={() => onChange(value.filter((_, i) => i !== range.index))}
                          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
                        >
                          <X aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
                    </div>
                  );
                })}
              </div>
              <div className="flex gap-1">
                <button
                  type="button"
                  aria-label={t('sessions.addHours', { day })}
                  title={t('sessions.addHours', { day })}
                  disabled={!next}
                  onClick={() => next && onChange([...value, { weekday, ...next }])}
                  className="inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 disabled:text-stone-400"
                >
                  <Plus aria-hidden="true" className="size-5" />
                </button>
                {ranges.length > 0 && (
                  <button
                    type="button"
                    aria-label={t('sessions.copyToAll', { day })}
                    title={t('sessions.copyToAll', { day })}
                    onClick={() => {
                      const copied = WORKDAYS.flatMap((d) => ranges.map(({ start, end }) => ({ weekday: d, start, end })));
                      onChange([...value.filter((h) => !WORKDAYS.includes(h.weekday)), ...copied]);
                      toast.success(t('sessions.copied'));
                    }}
                    className="inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
                  >
                    <Copy aria-hidden="true" className="size-4" />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
