import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageText } from './message-text.tsx';
import type { Pending } from './pending-sends.ts';

/** A message being sent: 'Sending...' under it, or its failure with Retry. */
export function PendingBubble({ pending, onRetry }: { pending: Pending; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-end gap-0.5">
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl rounded-br-sm px-3 py-2 text-white sm:max-w-[70%]',
          pending.error ? 'border border-red-700 bg-white text-stone-900' : 'bg-brand-700',
        )}
      >
        <span className="sr-only">{t('messages.youSaid')}</span>
        <MessageText content={pending.content} />
      </div>
      {pending.error ? (
        <span role="alert" className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <AlertCircle aria-hidden="true" className="size-3.5" />
          {pending.error}
          <button type="button" onClick={onRetry} className="font-semibold text-brand-800 underline">
            {t('messages.retry')}
          </button>
        </span>
      ) : (
        <span className="text-xs text-stone-600">{t('messages.sending')}</span>
      )}
    </li>
  );
}
