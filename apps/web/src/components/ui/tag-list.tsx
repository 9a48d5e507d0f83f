import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag } from '@prosper/shared/rules/tags';
import { Button } from './button.tsx';
import { Input } from './field.tsx';
import { RemovableChip } from './removable-chip.tsx';

type Props = {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Called after × took a tag out, to confirm it (an article's 'Tag removed'). */
  onRemoved?: (tag: string) => void;
};

/** Tags typed one by one: Enter or Add puts one in (trimmed, no duplicates), × takes it out. */
export function TagList({ label, tags, onChange, onRemoved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('editProfile.addTag')}
        </label>
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('editProfile.addTag')}
        />
        <Button variant="secondary" onClick={add}>
          {t('editProfile.add')}
        </Button>
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <RemovableChip
              key={tag}
              removeLabel={t('editProfile.removeTag', { tag })}
              onRemove={() => {
                onChange(tags.filter((x) => x !== tag));
                onRemoved?.(tag);
              }}
            >
              {tag}
            </RemovableChip>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
