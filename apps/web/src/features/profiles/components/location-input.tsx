import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@prosper/shared/constants/limits';
import { SuggestInput } from '../../../components/ui/suggest-input.tsx';
import { api } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

type Props = { id: string; value: string; onChange: (value: string) => void; describedBy?: string; inputRef?: Ref<HTMLInputElement> };

/** Towns and cities from /api/places after 3 letters and a 400 ms pause; on any failure, none. */
export function LocationInput(props: Props) {
  const { t } = useTranslation();
  const query = useDebouncedValue(props.value.trim(), SUGGESTION_DEBOUNCE_MS);
  const places = useQuery({
    queryKey: ['places', query],
    queryFn: ({ signal }) => api<{ places: string[] }>(`/api/places?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length >= SUGGESTION_MIN_CHARS,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <SuggestInput
      {...props}
      suggestions={query.length >= SUGGESTION_MIN_CHARS ? (places.data?.places ?? []) : []}
      loading={places.isFetching}
      loadingLabel={t('app.loading')}
    />
  );
}
