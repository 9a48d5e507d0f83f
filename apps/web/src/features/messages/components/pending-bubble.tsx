import { clsx } from 'clsx';
import { AlertCircle, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Queued } from '../api/outbox.ts';
import { MessageText } from './message-text.tsx';

const linkButton = 'font-semibold text-brand-800 underline';

/**
 * A message of the outbox: 'Sending…' under it; 'Waiting to send' while there is no connection,
 * with Remove; or the server's refusal with Retry and Remove.
 */
export function PendingBubble({ queued, onRetry, onRemove }: { queued: Queued; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const remove = (
    <button type="button" onClick={onRemove} className={linkButton}>
      {t('messages.remove')}
    </button>
  );
  return (
    <li className="flex flex-col items-end gap-0.5">
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl rounded-br-sm px-3 py-2 sm:max-w-[70%]',
          queued.state === 'failed' ? 'border border-red-700 bg-white text-stone-900' : 'bg-brand-700 text-white',
        )}
      >
        <span className="sr-only">{t('messages.youSaid')}</span>
        <MessageText content={queued.content} />
      </div>
      {queued.state === 'failed' ? (
        <span role="alert" className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <AlertCircle aria-hidden="true" className="size-3.5" />
          {queued.error}
          <button type="button" onClick={onRetry} className={linkButton}>
            {t('messages.retry')}
          </button>
          {remove}
        </span>
      ) : queued.state === 'waiting' ? (
        <span className="flex flex-wrap items-center justify-end gap-2 text-xs text-stone-700">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('messages.waitingToSend')}
          {remove}
        </span>
      ) : (
        <span className="text-xs text-stone-600">{t('messages.sending')}</span>
      )}
    </li>
  );
}
