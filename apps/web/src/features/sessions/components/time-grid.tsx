import { clsx } from 'clsx';
import { timeOf } from '../../../lib/date-time.ts';

/** The free times of one day as buttons in a labelled group; the chosen one is pressed. */
export function TimeGrid({
  label,
  slots,
  timeZone,
  value,
  onChange,
}: {
  label: string;
  slots: string[];
  timeZone: string;
  value: string | null;
  onChange: (slot: string) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{label}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-2">
        {slots.map((slot) => {
          const pressed = slot === value;
          return (
            <button
              key={slot}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(slot)}
              className={clsx(
                'min-h-11 rounded-md border px-2 text-sm font-semibold tabular-nums',
                pressed ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-700 bg-white text-brand-900 hover:bg-brand-50',
              )}
            >
              {timeOf(slot, timeZone)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
