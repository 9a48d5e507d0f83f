import { clsx } from 'clsx';
import { useId } from 'react';

/**
 * One setting that is on or off: its name and what it does beside a switch that both name it.
 * Settings save when switched; a switch that cannot be used says why in its hint.
 */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-stone-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={onToggle}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-stone-500',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
