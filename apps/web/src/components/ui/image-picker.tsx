import { clsx } from 'clsx';
import { ImageUp, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_IMAGE_MAX_BYTES } from '@prosper/shared/schemas/article';
import { Button } from './button.tsx';

/** The cover as the form holds it: a file chosen here (stored at publish), or the address of one stored before. */
export type CoverImage = { file: File | null; imageUrl: string | null };
export const NO_IMAGE: CoverImage = { file: null, imageUrl: null };

/** What the browser can show and the server re-encodes; the hint names the common two. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The optional cover image (SPEC §2): dropped on the zone or chosen with a click or the keyboard,
 * checked here for type and the 2 MB limit with a clear message, and shown before publishing.
 */
export function ImagePicker({
  value,
  onChange,
  disabled,
}: {
  value: CoverImage;
  onChange: (value: CoverImage) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(value.file) ?? value.imageUrl;

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('media.invalidImage'));
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) return setProblem(t('articles.imageTooLarge'));
    setProblem(null);
    onChange({ file, imageUrl: null });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };
  const remove = () => {
    setProblem(null);
    onChange(NO_IMAGE);
    // The chooser, now back in place of the preview, keeps the keyboard where it was.
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('articles.image')}</legend>
      {preview ? (
        <div className="relative">
          <img
            src={preview}
            alt={t('articles.imagePreview')}
            width={640}
            height={360}
            className="aspect-video w-full max-w-xl rounded-lg border border-stone-200 bg-stone-100 object-cover"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
              <ImageUp aria-hidden="true" className="size-4" />
              {t('articles.changeImage')}
            </Button>
            <Button variant="ghost" onClick={remove} disabled={disabled}>
              <X aria-hidden="true" className="size-4" />
              {t('articles.removeImage')}
            </Button>
          </div>
        </div>
      ) : null}
      {/* Drops land on the whole zone; the input inside keeps the keyboard and screen readers in play. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside serves the keyboard */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        hidden={Boolean(preview)}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          className="peer sr-only"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className={clsx(
            'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm text-stone-700 peer-focus-visible:focus-ring',
            dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white hover:border-brand-700',
          )}
        >
          <ImageUp aria-hidden="true" className="size-6 text-brand-800" />
          <span className="font-medium text-brand-900">{t('articles.chooseImage')}</span>
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('articles.imageHint')}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** A temporary address for a chosen file, released when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return file ? url : null;
}
