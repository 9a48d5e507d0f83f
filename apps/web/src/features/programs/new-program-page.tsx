import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { CURRENCY_CODES } from '@prosper/shared/constants/currencies';
import { splitList } from '@prosper/shared/rules/tags';
import { programInputSchema, type ProgramInput } from '@prosper/shared/schemas/program';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/field.tsx';
import { type CoverImage, ImagePicker, NO_IMAGE } from '../../components/ui/image-picker.tsx';
import { fieldMessages, type FieldMessages, serverFieldMessages } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateProgram, useUploadProgramImage } from './api/programs.ts';

type Draft = Record<
  'title' | 'description' | 'startsOn' | 'endsOn' | 'capacity' | 'questions' | 'topics' | 'country' | 'price' | 'currency',
  string
>;
const EMPTY: Draft = {
  title: '',
  description: '',
  startsOn: '',
  endsOn: '',
  capacity: '10',
  questions: '',
  topics: '',
  country: '',
  price: '',
  currency: '',
};

/** What the form holds, as the API takes it: the shared schema checks it here and on the server. */
function toInput(d: Draft, imageUrl: string | null): ProgramInput {
  const price = d.price.trim() === '' ? null : Math.round(Number(d.price) * 100);
  return {
    title: d.title,
    description: d.description,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    capacity: Number(d.capacity),
    questions: d.questions
      .split('\n')
      .map((q) => q.trim())
      .filter(Boolean),
    topics: splitList(d.topics),
    country: (d.country || null) as ProgramInput['country'],
    priceCents: price,
    currency: (d.currency || null) as ProgramInput['currency'],
    imageUrl,
  };
}

/** /programs/new: an admin or a mentor drafts a program; it opens for applications from its page. */
export default function NewProgramPage() {
  const { t } = useTranslation();
  usePageTitle(t('programs.newTitle'));
  const navigate = useNavigate();
  const create = useCreateProgram();
  const upload = useUploadProgramImage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [cover, setCover] = useState<CoverImage>(NO_IMAGE);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = programInputSchema.safeParse(toInput(draft, null));
    if (!checked.success) return setErrors(fieldMessages(checked.error));
    setErrors({});
    try {
      const imageUrl = cover.file ? (await upload.mutateAsync(cover.file)).imageUrl : cover.imageUrl;
      const program = await create.mutateAsync(toInput(draft, imageUrl));
      await navigate(paths.program(program.id));
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-3xl font-semibold">{t('programs.newTitle')}</h1>
      <form onSubmit={(e) => void submit(e)} className="mt-6 space-y-4" noValidate>
        {text('title')}
        <Field label={t('programs.fields.description')} error={errors.description}>
          {({ control }) => <Textarea {...control} rows={8} value={draft.description} onChange={set('description')} />}
        </Field>
        <div>
          <p className="mb-1 text-sm font-medium text-stone-800">{t('programs.fields.cover')}</p>
          <ImagePicker value={cover} onChange={setCover} disabled={create.isPending} />
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
        <Field label={t('programs.fields.country')} error={errors.country}>
          {({ control }) => (
            <Select {...control} value={draft.country} onChange={set('country')}>
              <option value="">{t('programs.anyCountry')}</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('price', 'number')}
          <Field label={t('programs.fields.currency')} error={errors.currency}>
            {({ control }) => (
              <Select {...control} value={draft.currency} onChange={set('currency')}>
                <option value="">{t('programs.free')}</option>
                {CURRENCY_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={create.isPending || upload.isPending}>
          {t('programs.save')}
        </Button>
      </form>
    </div>
  );
}
