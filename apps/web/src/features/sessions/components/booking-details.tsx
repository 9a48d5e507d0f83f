import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_NOTE_MAX, SESSION_TITLE_MAX } from '@prosper/shared/schemas/session';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';

export type Details = { title: string; note: string };
export type DetailErrors = Partial<Record<keyof Details, string>>;

/** The session's topic (required, with a live count of its characters) and a note for the mentor. */
export function BookingDetails({ value, onChange, errors }: { value: Details; onChange: (value: Details) => void; errors: DetailErrors }) {
  const { t } = useTranslation();
  const id = useId();
  const titleDescribedBy = [`${id}-hint`, errors.title && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t('sessions.titleLabel')}
        </label>
        <Input
          id={id}
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
          required
          maxLength={SESSION_TITLE_MAX}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={titleDescribedBy}
        />
        <div className="flex justify-between gap-3 text-xs text-stone-600">
          <p id={`${id}-hint`}>{t('sessions.titleHint')}</p>
          <p aria-hidden="true" className="tabular-nums">
            {t('sessions.titleCount', { chars: String(value.title.length), max: String(SESSION_TITLE_MAX) })}
          </p>
        </div>
        {errors.title && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {errors.title}
          </p>
        )}
      </div>
      <Field label={t('sessions.noteLabel')} hint={t('sessions.noteHint')} error={errors.note}>
        {({ id: noteId, describedBy }) => (
          <Textarea
            id={noteId}
            rows={4}
            maxLength={SESSION_NOTE_MAX}
            value={value.note}
            onChange={(e) => onChange({ ...value, note: e.target.value })}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </div>
  );
}
