import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { foldText, suggestCountries } from '@prosper/shared/rules/country-suggestions';
import { Input } from '../../../components/ui/field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text field that suggests African countries once 3 letters are typed and typing pauses for
 * 400 ms (SPEC §4). A combobox: arrows move through suggestions, Enter picks, Escape closes.
 */
export function CountryInput({ id, value, onChange, describedBy, invalid, inputRef }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const suggestions = open ? suggestCountries(query).filter((c) => c !== value) : [];
  const shown = suggestions.length > 0;

  const pick = (country: string) => {
    onChange(country);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  // A name typed in full, in any case or without accents, becomes the list's spelling.
  const onBlur = () => {
    const exact = COUNTRIES.find((c) => foldText(c) === foldText(value));
    if (exact && exact !== value) onChange(exact);
    setTimeout(() => setOpen(false), 150);
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!shown}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
      >
        {suggestions.map((country, i) => (
          <li
            key={country}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(country);
            }}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-brand-100 hover:bg-stone-100"
          >
            {country}
          </li>
        ))}
      </ul>
    </div>
  );
}
