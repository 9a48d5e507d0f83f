import { useEffect, useId, useState } from 'react';

/**
 * A choice of one among a few, all in view: a fieldset named by its legend, native radios (the
 * arrow keys move between them), each with its own label.
 */
export function RadioChoices<V extends string>({
  legend,
  value,
  choices,
  onChange,
}: {
  legend: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  // The choice shows at once, in the same frame as the click, while the owner saves it (a change answered later comes back through `value`).
  const [chosen, setChosen] = useState(value);
  useEffect(() => setChosen(value), [value]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-900">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === chosen}
              onChange={() => {
                setChosen(choice.value);
                onChange(choice.value);
              }}
              className="size-4 accent-brand-800"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
