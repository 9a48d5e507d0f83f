import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { CURRENCY_CODES } from '@prosper/shared/constants/currencies';
import { type Program, type ProgramInput, programInputSchema } from '@prosper/shared/schemas/program';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { type CoverImage, ImagePicker, NO_IMAGE } from '../../../components/ui/image-picker.tsx';
import { fieldMessages, type FieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';
import { useUploadProgramImage } from '../api/programs.ts';
import { MentorPicker } from './mentor-picker.tsx';
import { type ChosenMentor, type Draft, draftOf, EMPTY_DRAFT, toInput } from './program-draft.ts';

type Props = {
  /** The program to edit; none for a new one. */
  initial?: Program;
  /** Sends the checked input; a refusal it throws shows on the form. */
  onSave: (input: ProgramInput) => Promise<unknown>;
  pending: boolean;
};

/** A program's fields, for /programs/new and /programs/{id}/edit, checked with the shared schema before sending. */
export function ProgramForm({ initial, onSave, pending }: Props) {
  const { t } = useTranslation();
  const upload = useUploadProgramImage();
  const [draft, setDraft] = useState<Draft>(initial ? draftOf(initial) : EMPTY_DRAFT);
  const [cover, setCover] = useState<CoverImage>(initial ? { file: null, imageUrl: initial.imageUrl } : NO_IMAGE);
  const [mentors, setMentors] = useState<ChosenMentor[]>(initial?.mentors ?? []);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = programInputSchema.safeParse(toInput(draft, { imageUrl: null, mentors }));
    if (!checked.success) return setErrors(fieldMessages(checked.error));
    setErrors({});
    try {
      const imageUrl = cover.file ? (await upload.mutateAsync(cover.file)).imageUrl : cover.imageUrl;
      await onSave(toInput(draft, { imageUrl, mentors }));
    } catch (err) {
      setErrors(serverFieldMessages(err));
      setFailure((err as Error).message || t('programs.saveFailed'));
    }
  };
  const text = (key: keyof Draft, type = 'text') => (
    <Field label={t(`programs.fields.${key === 'price' ? 'priceCents' : key}`)} error={errors[key === 'price' ? 'priceCents' : key]}>
      {({ control }) => <Input {...control} type={type} value={draft[key]} onChange={set(key)} />}
    </Field>
  );
  const choices = (key: 'country' | 'currency', none: string, options: readonly string[]) => (
    <Field label={t(`programs.fields.${key}`)} error={errors[key]}>
      {({ control }) => (
        <Select {...control} value={draft[key]} onChange={set(key)}>
          <option value="">{none}</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-6 space-y-4" noValidate>
      {text('title')}
      <Field label={t('programs.fields.description')} error={errors.description}>
        {({ control }) => <Textarea {...control} rows={8} value={draft.description} onChange={set('description')} />}
      </Field>
      <div>
        <p className="mb-1 text-sm font-medium text-stone-800">{t('programs.fields.cover')}</p>
        <ImagePicker value={cover} onChange={setCover} disabled={pending} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('startsOn', 'date')}
        {text('endsOn', 'date')}
        {text('capacity', 'number')}
      </div>
      <Field label={t('programs.fields.questions')} error={errors.questions}>
        {({ control }) => <Textarea {...control} rows={3} value={draft.questions} onChange={set('questions')} />}
      </Field>
      {text('topics')}
      <MentorPicker value={mentors} onChange={setMentors} error={errors.mentorIds} />
      {choices('country', t('programs.anyCountry'), COUNTRIES)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('price', 'number')}
        {choices('currency', t('programs.free'), CURRENCY_CODES)}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={pending || upload.isPending}>
        {t('programs.save')}
      </Button>
    </form>
  );
}
