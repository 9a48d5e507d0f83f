import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, commentSchema } from '@prosper/shared/schemas/article';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';

export type ComposerProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A comment box: checked by the server's schema, the server's message shown when it refuses. */
export default function CommentComposer({ label, submitLabel, initial = '', autoFocus, onSubmit, onCancel }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = commentSchema.safeParse({ content: text });
    if (!parsed.success) return setProblem(fieldMessages(parsed.error).content ?? t('articles.failedToComment'));
    setBusy(true);
    try {
      await onSubmit(parsed.data.content);
      setText('');
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('articles.failedToComment'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={COMMENT_MAX}
        // biome-ignore lint/a11y/noAutofocus: opened on request (Reply, Edit), where the member means to type
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={inputClass}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('articles.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('articles.posting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
