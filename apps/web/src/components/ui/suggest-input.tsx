import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Input } from './field.tsx';

export type SuggestInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: string[];
  loading?: boolean;
  loadingLabel?: string;
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  placeholder?: string;
  /** False where the field is one part of a larger form: Enter then never sends the form. */
  enterSubmits?: boolean;
};

/**
 * A text field with suggestions, as the WAI-ARIA combobox pattern has it: arrows move through the
 * list, Enter picks, Escape closes. What to suggest is the caller's business.
 */
export function SuggestInput({
  id,
  value,
  onChange,
  suggestions,
  loading,
  loadingLabel,
  describedBy,
  invalid,
  inputRef,
  onBlur,
  placeholder,
  enterSubmits = true,
}: SuggestInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open ? suggestions.filter((s) => s !== value) : [];

  const pick = (suggestion: string) => {
    onChange(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !enterSubmits) event.preventDefault();
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(shown[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown.length > 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur?.();
          // Later than a click on a suggestion, which must land first.
          setTimeout(() => setOpen(false), 150);
        }}
      />
      {open && loading && (
        <span role="status" className="absolute top-2.5 right-3 text-xs text-stone-600">
          {loadingLabel}
        </span>
      )}
      <ul
        id={listId}
        role="listbox"
        hidden={shown.length === 0}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
      >
        {shown.map((suggestion, i) => (
          <li
            key={suggestion}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(suggestion);
            }}
            className="cursor-pointer px-3 py-2 text-sm hover:bg-stone-100 aria-selected:bg-brand-100"
          >
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
}
