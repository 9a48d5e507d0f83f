import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import { Fragment, lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message, MessageMember } from '@prosper/shared/schemas/message';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { mergeMessage, refreshSummaries, sendMessage, useHistory } from '../api/history.ts';
import { useReadOnOpen } from '../api/read-on-open.ts';
import { useBlocked, useThread } from '../api/threads.ts';
import { dayKey, dayLabel } from '../day-label.ts';
import { Composer } from './composer.tsx';
import { MessageText } from './message-text.tsx';

// The menu (Radix dropdown and dialog) loads after the conversation shows.
const ConversationMenu = lazy(() => import('./conversation-menu.tsx'));
const MessageActions = lazy(() => import('./message-actions.tsx'));

/** A message on its way: shown at once, with its failure and Retry if the server refuses it. */
type Pending = { key: string; content: string; startedAt: number; error?: string };

/** A pending message the live echo already brought in is not shown twice. */
const ECHO_WINDOW_MS = 60_000;

/** SPEC §8: 'Please sign in to send messages' on 401; the server's own words when it refuses; else 'Failed to send message'. */
function sendError(error: unknown, texts: { signIn: string; failed: string }): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return texts.signIn;
    if (error.status === 400 || error.status === 403 || error.status === 429) return error.message;
  }
  return texts.failed;
}

/** One conversation: its history (newest at the bottom, older on scrolling up), and the composer. */
export function Conversation({ threadId, userId }: { threadId: string; userId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const thread = useThread(threadId);
  const history = useHistory(threadId);
  const blocked = useBlocked();
  const [pending, setPending] = useState<Pending[]>([]);
  const scroller = useRef<HTMLDivElement>(null);

  useReadOnOpen(threadId);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = history;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const topRef = useNearEnd(loadOlder, Boolean(hasNextPage) && !isFetchingNextPage && !history.isPending);

  const send = (content: string, retryOf?: string) => {
    const key = retryOf ?? crypto.randomUUID();
    const entry: Pending = { key, content, startedAt: Date.now() };
    setPending((list) => (retryOf ? list.map((p) => (p.key === key ? entry : p)) : [...list, entry]));
    // The newest is at scroll position 0 (the list grows upwards): go there to see it.
    scroller.current?.scrollTo({ top: 0 });
    sendMessage(threadId, content).then(
      (message) => {
        mergeMessage(qc, message);
        setPending((list) => list.filter((p) => p.key !== key));
        refreshSummaries(qc);
      },
      (error: unknown) =>
        setPending((list) =>
          list.map((p) =>
            p.key === key
              ? { ...p, error: sendError(error, { signIn: t('messages.signInToSend'), failed: t('messages.failedToSend') }) }
              : p,
          ),
        ),
    );
  };

  const messages = useMemo(() => (history.data?.pages ?? []).flatMap((p) => p.items).reverse(), [history.data]);
  const shownPending = useMemo(() => withoutEchoes(pending, messages, userId), [pending, messages, userId]);
  const lastMine = useMemo(() => messages.findLast((m) => m.senderId === userId)?.id, [messages, userId]);

  const other = thread.data?.other;
  const name = other ? `${other.firstName} ${other.lastName}` : '';
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
        {other && (
          <>
            <Avatar firstName={other.firstName} lastName={other.lastName} src={other.avatarUrl} size={36} />
            <h2 className="min-w-0 flex-1 truncate font-semibold">
              <Link to={`/profile/${encodeURIComponent(other.id)}`} className="hover:underline">
                {name}
              </Link>
            </h2>
            <Suspense fallback={<span className="size-10" />}>
              <ConversationMenu member={other} blocked={isBlocked} />
            </Suspense>
          </>
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
                  <Bubble message={message} mine={message.senderId === userId} other={other}>
                    {message.id === lastMine && (
                      <span className="text-xs text-stone-600">{message.readAt ? t('messages.read') : t('messages.sent')}</span>
                    )}
                  </Bubble>
                </Fragment>
              ))}
              {shownPending.map((p) => (
                <li key={p.key} className="flex flex-col items-end gap-0.5">
                  <div
                    className={clsx(
                      'max-w-[85%] rounded-2xl rounded-br-sm px-3 py-2 text-white sm:max-w-[70%]',
                      p.error ? 'border border-red-700 bg-white text-stone-900' : 'bg-brand-700',
                    )}
                  >
                    <MessageText content={p.content} />
                  </div>
                  {p.error ? (
                    <span role="alert" className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
                      <AlertCircle aria-hidden="true" className="size-3.5" />
                      {p.error}
                      <button type="button" onClick={() => send(p.content, p.key)} className="font-semibold text-brand-800 underline">
                        {t('messages.retry')}
                      </button>
                    </span>
                  ) : (
                    <span className="text-xs text-stone-600">{t('messages.sending')}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      {isBlocked ? (
        <p className="border-t border-stone-200 bg-white p-4 text-center text-sm text-stone-700">{t('messages.youBlocked')}</p>
      ) : (
        <Composer onSend={(content) => send(content)} disabled={!other} />
      )}
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/messages"
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

function Bubble({
  message,
  mine,
  other,
  children,
}: {
  message: Message;
  mine: boolean;
  other?: MessageMember;
  children?: React.ReactNode;
}) {
  const time = new Date(message.createdAt);
  return (
    <li className={clsx('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div className={clsx('group flex w-full items-center gap-1', mine ? 'flex-row-reverse' : 'flex-row')}>
        <div
          className={clsx(
            'min-w-0 max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%]',
            mine ? 'rounded-br-sm bg-brand-800 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900',
          )}
        >
          <MessageText content={message.content} />
          <time
            dateTime={message.createdAt}
            className={clsx('mt-0.5 block text-right text-[11px]', mine ? 'text-brand-100' : 'text-stone-600')}
          >
            {time.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
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

/** Pending messages without those whose own message already came back live (same text, just now). */
function withoutEchoes(pending: Pending[], messages: Message[], userId: string): Pending[] {
  const claimed = new Set<string>();
  return pending.filter((p) => {
    if (p.error) return true;
    const echo = messages.find(
      (m) =>
        !claimed.has(m.id) &&
        m.senderId === userId &&
        m.content === p.content &&
        new Date(m.createdAt).getTime() >= p.startedAt - ECHO_WINDOW_MS,
    );
    if (!echo) return true;
    claimed.add(echo.id);
    return false;
  });
}
