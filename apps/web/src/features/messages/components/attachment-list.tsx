import { Film, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from './use-attachments.ts';

/** What the message being written carries: each with its state (processing, ready, or what went wrong) and a Remove button. */
export function AttachmentList({ list, onRemove }: { list: Attachment[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  return (
    <ul aria-label={t('media.attachments')} className="mb-2 flex flex-wrap gap-2">
      {list.map((a, i) => (
        <li key={a.key} className="flex items-center gap-2 rounded-md border border-stone-300 bg-stone-50 p-1 pr-0 text-xs">
          {a.media?.kind === 'image' && a.media.smallUrl ? (
            <img src={a.media.smallUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
          ) : a.media ? (
            <Film aria-hidden="true" className="size-6 text-stone-700" />
          ) : a.problem ? null : (
            <span className="text-stone-600">{t('media.processing')}</span>
          )}
          <span className="max-w-40 truncate wrap-anywhere">{t('media.attachment', { index: i + 1 })}</span>
          {a.problem && (
            <span role="alert" className="max-w-48 text-red-700">
              {a.problem}
            </span>
          )}
          <button
            type="button"
            onClick={() => onRemove(a.key)}
            aria-label={t('media.remove', { name: t('media.attachment', { index: i + 1 }) })}
            className="inline-flex size-8 items-center justify-center rounded-md text-stone-700 hover:bg-stone-200"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
