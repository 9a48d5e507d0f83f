import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_NOTE_MAX, SESSION_TITLE_MAX } from '@prosper/shared/schemas/session';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';

export type Details = { title: string; note: string };
export type DetailErrors = Partial<Record<keyof Details, string>>;
/** The fields in the order they show: the first with an error takes the focus. */
export const DETAIL_FIELDS = ['title', 'note'] as const;
export type DetailControls = { title: RefObject<HTMLInputElement | null>; note: RefObject<HTMLTextAreaElement | null> };

/**
 * The session's topic (required, with a count of its characters) and a note for the mentor, each
 * marked invalid and described by its error while it has one (decision 025).
 */
export function BookingDetails({
  value,
  onChange,
  errors,
  controls,
}: {
  value: Details;
  onChange: (value: Details) => void;
  errors: DetailErrors;
  controls: DetailControls;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <Field label={t('sessions.titleLabel')} hint={t('sessions.titleHint')} error={errors.title}>
        {({ control }) => (
          <>
            <Input
              ref={controls.title}
              {...control}
              value={value.title}
              onChange={(e) => onChange({ ...value, title: e.target.value })}
              required
              maxLength={SESSION_TITLE_MAX}
              autoComplete="off"
            />
            <p aria-hidden="true" className="text-right text-xs text-stone-600 tabular-nums">
              {t('sessions.titleCount', { chars: String(value.title.length), max: String(SESSION_TITLE_MAX) })}
            </p>
          </>
        )}
      </Field>
      <Field label={t('sessions.noteLabel')} hint={t('sessions.noteHint')} error={errors.note}>
        {({ control }) => (
          <Textarea
            ref={controls.note}
            {...control}
            rows={4}
            maxLength={SESSION_NOTE_MAX}
            value={value.note}
            onChange={(e) => onChange({ ...value, note: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
