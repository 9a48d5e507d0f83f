import { ArrowLeft } from 'lucide-react';
import { Fragment, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { LiveRegion } from '../../../components/live-region.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useHistory } from '../api/history.ts';
import { useOutbox } from '../api/use-outbox.ts';
import { useReadOnOpen } from '../api/read-on-open.ts';
import { useBlocked, useThread } from '../api/threads.ts';
import { dayKey, dayLabel } from '../day-label.ts';
import { Composer } from './composer.tsx';
import { MessageBubble, preloadMessageActions } from './message-bubble.tsx';
import { saidText } from './arrivals.ts';
import { PendingBubble } from './pending-bubble.tsx';
import { unsent } from './pending-sends.ts';
import { useArrival } from './use-arrival.ts';

// The menu (Radix dropdown and dialog) loads after the conversation shows.
const ConversationMenu = lazyPart(() => import('./conversation-menu.tsx'));

/** One conversation: its history (newest at the bottom, older on scrolling up), and the composer. */
export function Conversation({ threadId, userId }: { threadId: string; userId: string }) {
  const { t } = useTranslation();
  const thread = useThread(threadId);
  const history = useHistory(threadId);
  const blocked = useBlocked();
  const scroller = useRef<HTMLDivElement>(null);
  useReadOnOpen(threadId);
  const outbox = useOutbox(threadId, userId);
  // A message written here shows its menu once sent: fetched now, while the connection is there.
  useEffect(() => void preloadMessageActions().catch(() => undefined), []);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = history;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const topRef = useNearEnd(loadOlder, Boolean(hasNextPage) && !isFetchingNextPage && !history.isPending);

  const messages = useMemo(() => (history.data?.pages ?? []).flatMap((p) => p.items).reverse(), [history.data]);
  const shownPending = useMemo(() => unsent(outbox.queued, messages), [outbox.queued, messages]);
  const lastWaiting = shownPending.findLast((q) => q.state === 'waiting')?.clientId;
  const lastMine = useMemo(() => messages.findLast((m) => m.senderId === userId)?.id, [messages, userId]);

  const other = thread.data?.other;
  const name = other ? fullName(other) : '';
  usePageTitle(name ? t('messages.titleWith', { name }) : t('messages.title'));
  const arrival = useArrival(messages, history.isSuccess, userId);
  const isBlocked = Boolean(other && blocked.data?.items.some((m) => m.id === other.id));

  if (thread.isError && !thread.data)
    return (
      <div className="p-6">
        <BackLink />
        <p role="alert" className="mt-4 text-stone-800">
          {thread.error.message}
        </p>
      </div>
    );

  return (
    <section aria-label={name ? t('messages.conversationWith', { name }) : t('messages.title')} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-stone-200 px-3 py-2">
        <BackLink />
        {other && <Avatar firstName={other.firstName} lastName={other.lastName} src={other.avatarUrl} size={36} />}
        {/* Where the focus goes on opening the conversation (decision 026): shown at every size, unlike the phone's page h1. */}
        <h2 data-page-focus className="min-w-0 flex-1 truncate font-semibold">
          {other &&
            (other.deleted ? (
              name
            ) : (
              <Link to={paths.memberProfile(other.id)} className="hover:underline">
                {name}
              </Link>
            ))}
        </h2>
        {other && (
          <Suspense fallback={<span className="size-10" />}>
            <ConversationMenu member={other} blocked={isBlocked} />
          </Suspense>
        )}
      </header>

      {/* Reversed flex: the browser keeps the bottom in place as older messages arrive on top. */}
      <div ref={scroller} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain bg-stone-50 px-3">
        <div className="py-3">
          <div ref={topRef} aria-hidden="true" className="h-px" />
          {isFetchingNextPage && <Spinner label={t('messages.loadingOlder')} className="py-3" />}
          {history.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : history.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              {t('messages.failedToFetchMessages', { detail: history.error.message })}
            </p>
          ) : (
            <ol aria-label={t('messages.history')} className="space-y-1">
              {messages.length === 0 && shownPending.length === 0 && (
                <li className="py-10 text-center text-sm text-stone-600">{t('messages.noMessagesYet')}</li>
              )}
              {messages.map((message, i) => (
                <Fragment key={message.id}>
                  {(i === 0 || dayKey(new Date(messages[i - 1]!.createdAt)) !== dayKey(new Date(message.createdAt))) && (
                    <DaySeparator iso={message.createdAt} />
                  )}
                  <MessageBubble message={message} mine={message.senderId === userId} other={other}>
                    {message.id === lastMine && (
                      <span className="text-xs text-stone-600">{message.readAt ? t('messages.read') : t('messages.sent')}</span>
                    )}
                  </MessageBubble>
                </Fragment>
              ))}
              {shownPending.map((q) => (
                <PendingBubble
                  key={q.clientId}
                  queued={q}
                  onRetry={() => void outbox.retry(q.clientId)}
                  onRemove={() => void outbox.remove(q.clientId)}
                />
              ))}
            </ol>
          )}
        </div>
      </div>

      {/* A message that comes in is said once, with who sent it; the history itself is not a live region. */}
      <LiveRegion message={arrival && name ? t('messages.newFrom', { name, text: saidText(arrival.content) }) : ''} turn={arrival?.id} />
      {/* A message kept for later is said once, politely: the member may not see that the connection is gone. */}
      <LiveRegion message={lastWaiting ? t('messages.waitingToSend') : ''} turn={lastWaiting} />
      {isBlocked ? (
        <p className="border-t border-stone-200 bg-white p-4 text-center text-sm text-stone-700">{t('messages.youBlocked')}</p>
      ) : (
        <Composer
          onSend={(content, media) => {
            // The newest is at scroll position 0 (the list grows upwards): go there to see what is sent.
            scroller.current?.scrollTo({ top: 0 });
            void outbox.write(content, media);
          }}
          disabled={!other}
        />
      )}
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.messages}
      aria-label={t('messages.back')}
      className="inline-flex size-10 items-center justify-center rounded-md hover:bg-stone-100 md:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </Link>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const label = dayLabel(iso);
  return (
    <li className="flex justify-center py-2">
      <span className="rounded-full bg-stone-200 px-3 py-0.5 text-xs font-medium text-stone-700">
        {label.kind === 'date' ? label.text : t(`messages.${label.kind}`)}
      </span>
    </li>
  );
}
