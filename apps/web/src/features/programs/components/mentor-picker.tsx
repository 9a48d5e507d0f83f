import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { PROGRAM_MENTORS_MAX } from '@prosper/shared/schemas/program';
import { SuggestInput } from '../../../components/ui/suggest-input.tsx';
import { RemovableChip } from '../../../components/ui/removable-chip.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMentorsNamed } from '../api/mentor-search.ts';
import type { ChosenMentor } from './program-draft.ts';

const nameOf = (m: ChosenMentor) => `${m.firstName} ${m.lastName}`;

/**
 * The program's mentors: a name typed finds listed mentors (the /mentors search), one picked with
 * the keyboard or a click becomes a chip, × takes it out; no more than the schema's limit.
 */
export function MentorPicker({ value, onChange, error }: { value: ChosenMentor[]; onChange: (v: ChosenMentor[]) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [words, setWords] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const found = useMentorsNamed(useDebouncedValue(words, SUGGESTION_DEBOUNCE_MS));
  const full = value.length >= PROGRAM_MENTORS_MAX;
  // A suggestion is its text: the name, with the title to tell two of one name apart.
  const byLabel = new Map<string, ChosenMentor>();
  for (const m of found.data?.items ?? []) {
    if (value.some((v) => v.id === m.id)) continue;
    const label = m.title ? `${nameOf(m)} — ${m.title}` : nameOf(m);
    if (!byLabel.has(label)) byLabel.set(label, m);
  }
  const typed = (text: string) => {
    const picked = byLabel.get(text);
    if (!picked) return setWords(text);
    onChange([...value, { id: picked.id, firstName: picked.firstName, lastName: picked.lastName }]);
    setWords('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('programs.fields.mentorIds')}</legend>
      {full ? (
        <p className="text-sm text-stone-700">{t('programs.mentorsFull', { max: PROGRAM_MENTORS_MAX })}</p>
      ) : (
        <div>
          <label htmlFor={id} className="mb-1 block text-sm text-stone-800">
            {t('programs.mentorSearch')}
          </label>
          <SuggestInput
            id={id}
            value={words}
            onChange={typed}
            suggestions={words.trim() ? [...byLabel.keys()] : []}
            loading={found.isFetching}
            loadingLabel={t('programs.mentorSearching')}
            inputRef={search}
            describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            invalid={Boolean(error)}
            // Enter here picks a suggestion or does nothing: it must not send the whole program.
            enterSubmits={false}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('programs.mentorsHint')} {t('programs.mentorsChosen', { count: value.length, max: PROGRAM_MENTORS_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={t('programs.fields.mentorIds')} className="flex flex-wrap gap-2">
          {value.map((m) => (
            <RemovableChip
              key={m.id}
              removeLabel={t('programs.removeMentor', { name: nameOf(m) })}
              onRemove={() => {
                onChange(value.filter((v) => v.id !== m.id));
                // The chip's button is gone: the search keeps the focus in the picker.
                search.current?.focus();
              }}
            >
              {nameOf(m)}
            </RemovableChip>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
