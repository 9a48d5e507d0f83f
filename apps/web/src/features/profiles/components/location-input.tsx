import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@prosper/shared/constants/limits';
import { SuggestInput } from '../../../components/ui/suggest-input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaces } from '../api/places.ts';

type Props = { id: string; value: string; onChange: (value: string) => void; describedBy?: string; inputRef?: Ref<HTMLInputElement> };

/** Towns and cities from /api/places after 3 letters and a 400 ms pause; on any failure, none. */
export function LocationInput(props: Props) {
  const { t } = useTranslation();
  const query = useDebouncedValue(props.value.trim(), SUGGESTION_DEBOUNCE_MS);
  const places = usePlaces(query, query.length >= SUGGESTION_MIN_CHARS);
  return (
    <SuggestInput
      {...props}
      suggestions={query.length >= SUGGESTION_MIN_CHARS ? (places.data?.places ?? []) : []}
      loading={places.isFetching}
      loadingLabel={t('app.loading')}
    />
  );
}
