import { clsx } from 'clsx';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX, sendMessageSchema } from '@prosper/shared/schemas/message';
import type { Media } from '@prosper/shared/schemas/media';
import { inputClass } from '../../../components/ui/field.tsx';
import { ACCEPT_MEDIA } from '../../../lib/media-upload.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useAttachments } from './use-attachments.ts';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;

/** Writing a message: Enter sends, Shift+Enter starts a new line; a counter near the limit, an error past it. */
export function Composer({ onSend, disabled }: { onSend: (content: string, media: Media[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const attachments = useAttachments();
  const remaining = MESSAGE_MAX - text.trim().length;
  const tooLong = remaining < 0;
  const shownError = tooLong ? t('messages.tooLong') : error;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = sendMessageSchema.safeParse({ content: text });
    if (!parsed.success) {
      // A blank message is simply not sent; anything else wrong with it is said.
      if (text.trim() !== '') setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (attachments.busy) return;
    onSend(parsed.data.content, attachments.ready);
    attachments.clear();
    setText('');
    setError(null);
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const describedBy = [`${id}-hint`, remaining <= COUNTER_FROM && `${id}-count`, shownError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} className="border-t border-stone-200 bg-white p-3">
      <AttachmentList list={attachments.list} onRemove={attachments.remove} />
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={`${ACCEPT_MEDIA.image},${ACCEPT_MEDIA.video}`}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            if (e.target.files) attachments.add(e.target.files);
            e.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          disabled={disabled || attachments.full}
          aria-label={t('media.attach')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 disabled:opacity-50"
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={id} className="sr-only">
          {t('messages.composerLabel')}
        </label>
        <textarea
          id={id}
          ref={area}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('messages.composerPlaceholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, 'max-h-40 min-h-11 resize-none [field-sizing:content]')}
        />
        <button
          type="submit"
          disabled={disabled || tooLong || text.trim().length === 0 || attachments.busy}
          aria-label={t('messages.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-800 text-white hover:bg-brand-900 disabled:bg-brand-800/50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <p id={`${id}-hint`} className="hidden text-stone-600 sm:block">
          {t('messages.composerHint')}
        </p>
        {remaining <= COUNTER_FROM && (
          <p id={`${id}-count`} aria-live="polite" className={clsx('ml-auto', tooLong ? 'font-semibold text-red-700' : 'text-stone-600')}>
            {t('messages.charsLeft', { count: Math.max(0, remaining) })}
          </p>
        )}
      </div>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </form>
  );
}
