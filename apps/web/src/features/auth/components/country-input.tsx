import type { Ref } from 'react';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { foldText, suggestCountries } from '@prosper/shared/rules/country-suggestions';
import { SuggestInput } from '../../../components/ui/suggest-input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Suggests African countries once 3 letters are typed and typing pauses for 400 ms (SPEC §4). */
export function CountryInput(props: Props) {
  const query = useDebouncedValue(props.value, SUGGESTION_DEBOUNCE_MS);
  // A name typed in full, in any case or without accents, becomes the list's spelling.
  const onBlur = () => {
    const exact = COUNTRIES.find((c) => foldText(c) === foldText(props.value));
    if (exact && exact !== props.value) props.onChange(exact);
  };
  return <SuggestInput {...props} suggestions={suggestCountries(query)} onBlur={onBlur} />;
}
