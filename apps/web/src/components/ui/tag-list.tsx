import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag } from '@prosper/shared/rules/tags';
import { Button } from './button.tsx';
import { Input } from './field.tsx';

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
            <li key={tag} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900">
              {tag}
              <button
                type="button"
                onClick={() => {
                  onChange(tags.filter((x) => x !== tag));
                  onRemoved?.(tag);
                }}
                aria-label={t('editProfile.removeTag', { tag })}
                className="rounded-full p-1 hover:bg-brand-600 hover:text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
