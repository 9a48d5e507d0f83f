import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  FAQ_ANSWER_MAX,
  FAQ_POSITION_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SLUG_MAX,
  FAQ_TOPICS,
  type FaqEntry,
  type FaqInput,
  type FaqTopic,
  faqInputSchema,
} from '@prosper/shared/schemas/faq';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogForm } from '../../../components/ui/dialog-form.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveFaqEntry } from '../api/faq.ts';

/** An anchor made from the question ("How do I book?" → how-do-i-book) until the admin writes one. */
const anchorOf = (question: string) =>
  question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FAQ_SLUG_MAX)
    .replace(/-+$/, '');

type Errors = Partial<Record<keyof FaqInput | 'form', string>>;

type Props = {
  /** The entry being changed, or null for a new one. */
  entry: FaqEntry | null;
  /** Where a new entry goes in a topic: after its last. */
  nextPosition: (topic: FaqTopic) => number;
  onClose: () => void;
};

/** An admin's form for one FAQ entry, in a dialog: topic, anchor, question, answer and position. */
export function FaqEntryDialog({ entry, nextPosition, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveFaqEntry();
  const [topic, setTopic] = useState<FaqTopic>(entry?.topic ?? FAQ_TOPICS[0]);
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [ownSlug, setOwnSlug] = useState<string | null>(entry?.slug ?? null);
  const slug = ownSlug ?? anchorOf(question);
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const [position, setPosition] = useState(String(entry?.position ?? nextPosition(topic)));
  const [errors, setErrors] = useState<Errors>({});

  const onTopic = (next: FaqTopic) => {
    setTopic(next);
    // A new entry follows the chosen topic's last, unless the admin said otherwise.
    if (!entry && position === String(nextPosition(topic))) setPosition(String(nextPosition(next)));
  };

  const submit = () => {
    const checked = faqInputSchema.safeParse({ topic, slug, question, answer, position: Number(position) });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { ...checked.data, id: entry?.id },
      {
        onSuccess: () => {
          toast.success(t('faq.saved'));
          onClose();
        },
        onError: (error) => setErrors(error instanceof ApiError ? { form: error.message, ...error.fields } : { form: error.message }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={entry ? t('faq.editTitle') : t('faq.newEntry')}
      closeLabel={t('faq.close')}
      wide
    >
      <DialogForm
        onSubmit={submit}
        failure={errors.form}
        cancelLabel={t('faq.cancel')}
        onCancel={onClose}
        submitLabel={t('faq.save')}
        pending={save.isPending}
      >
        <Field label={t('faq.topic')} error={errors.topic}>
          {({ control }) => (
            <Select {...control} value={topic} onChange={(e) => onTopic(e.target.value as FaqTopic)}>
              {FAQ_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`faq.topics.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('faq.question')} error={errors.question}>
          {({ control }) => (
            <Input {...control} maxLength={FAQ_QUESTION_MAX} value={question} onChange={(e) => setQuestion(e.target.value)} />
          )}
        </Field>
        <Field label={t('faq.answer')} hint={t('faq.answerHint')} error={errors.answer}>
          {({ control }) => (
            <Textarea {...control} rows={8} maxLength={FAQ_ANSWER_MAX} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field label={t('faq.slug')} hint={t('faq.slugHint')} error={errors.slug}>
            {({ control }) => <Input {...control} maxLength={FAQ_SLUG_MAX} value={slug} onChange={(e) => setOwnSlug(e.target.value)} />}
          </Field>
          <Field label={t('faq.position')} hint={t('faq.positionHint')} error={errors.position}>
            {({ control }) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={FAQ_POSITION_MAX}
                value={position}
                onChange={(e) => setPosition(e.target.value)}
              />
            )}
          </Field>
        </div>
      </DialogForm>
    </Dialog>
  );
}
