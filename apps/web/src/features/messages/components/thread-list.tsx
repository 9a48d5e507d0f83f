import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageThread } from '@prosper/shared/schemas/message';
import { fullName } from '@prosper/shared/rules/full-name';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { cachedThreads, useThreadList } from '../api/threads.ts';
import { paths } from '../../../lib/paths.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The member's conversations, most recent first, with a search by name. */
export function ThreadList({ activeId, userId }: { activeId?: string; userId: string }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const threads = useThreadList(q);
  const items = useMemo(() => [...cachedThreads(threads.data)], [threads.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = threads;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const endRef = useNearEnd(loadMore, Boolean(hasNextPage) && !isFetchingNextPage && !threads.isPlaceholderData);
  useEffect(() => {
    if (threads.error) console.error(t('messages.failedToFetchThreads'), threads.error);
  }, [threads.error, t]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-stone-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('messages.searchLabel')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('messages.searchPlaceholder')}
            className={clsx(inputClass, 'pl-9')}
          />
        </div>
      </div>
      {threads.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : threads.isError && items.length === 0 ? (
        <p role="alert" className="p-4 text-sm text-red-700">
          {t('messages.failedToFetchThreads')}
        </p>
      ) : items.length === 0 ? (
        q ? (
          <p className="p-6 text-center text-sm text-stone-600">{t('messages.noMatches')}</p>
        ) : (
          <div className="px-6 py-10 text-center">
            <p className="font-medium">{t('messages.empty')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('messages.emptyText')}</p>
            <Link to={paths.mentors} className={buttonClass('primary', 'mt-4')}>
              {t('messages.findMentor')}
            </Link>
          </div>
        )
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <ul aria-label={t('messages.title')} className="divide-y divide-stone-100">
            {items.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} active={thread.id === activeId} userId={userId} />
            ))}
          </ul>
          {hasNextPage && <div ref={endRef} className="h-px" />}
          {isFetchingNextPage && <Spinner label={t('app.loading')} />}
        </div>
      )}
    </div>
  );
}

function ThreadRow({ thread, active, userId }: { thread: MessageThread; active: boolean; userId: string }) {
  const { t } = useTranslation();
  const { other, lastMessage, unreadCount } = thread;
  const name = fullName(other);
  const unread = unreadCount > 0;
  return (
    <li>
      <Link
        to={paths.thread(thread.id)}
        aria-current={active ? 'page' : undefined}
        className={clsx('flex items-center gap-3 px-3 py-3 hover:bg-stone-50', active && 'bg-brand-50')}
      >
        <Avatar firstName={other.firstName} lastName={other.lastName} src={other.avatarUrl} size={44} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={clsx('truncate', unread ? 'font-semibold' : 'font-medium')}>{name}</span>
            {lastMessage && <TimeAgo date={lastMessage.createdAt} />}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={clsx('truncate text-sm', unread ? 'text-stone-900' : 'text-stone-600')}>
              {lastMessage ? `${lastMessage.senderId === userId ? t('messages.you') : ''}${lastMessage.content.trim()}` : ''}
            </span>
            {unread && (
              <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs leading-5 font-semibold text-white">
                <span aria-hidden="true">{unreadCount}</span>
                <span className="sr-only">{t('messages.unreadCount', { count: unreadCount })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
