import { clsx } from 'clsx';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Message, MessageMember } from '@prosper/shared/schemas/message';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { MediaGallery } from '../../../components/media/media-gallery.tsx';
import { MessageText } from './message-text.tsx';
import { timeOf } from '../../../lib/date-time.ts';

// The message's menu (Radix dropdown and dialog) loads after the conversation shows.
const MessageActions = lazyPart(() => import('./message-actions.tsx'));

/** Fetches the messages' menu while the conversation is open, before a dropped connection can keep it away. */
export const preloadMessageActions = MessageActions.preload;

/**
 * A message of the history: the member's own on the right, the other's on the left, with its time
 * and menu. Who sent it is said before its words ('You said:'), as the sides only show it.
 */
export function MessageBubble({
  message,
  mine,
  other,
  children,
}: {
  message: Message;
  mine: boolean;
  other?: MessageMember;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const sender = mine ? t('messages.youSaid') : other && t('messages.memberSaid', { name: fullName(other) });
  return (
    <li className={clsx('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div className={clsx('group flex w-full items-center gap-1', mine ? 'flex-row-reverse' : 'flex-row')}>
        <div
          className={clsx(
            'min-w-0 max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%]',
            mine ? 'rounded-br-sm bg-brand-800 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900',
          )}
        >
          {sender && <span className="sr-only">{sender}</span>}
          {message.media.length > 0 && <MediaGallery media={message.media} />}
          <MessageText content={message.content} />
          <time
            dateTime={message.createdAt}
            className={clsx('mt-0.5 block text-right text-[11px]', mine ? 'text-brand-100' : 'text-stone-600')}
          >
            {timeOf(message.createdAt)}
          </time>
        </div>
        <Suspense fallback={null}>
          <MessageActions message={message} mine={mine} other={other} />
        </Suspense>
      </div>
      {children}
    </li>
  );
}
