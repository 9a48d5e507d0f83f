import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { NOTIFICATION_KINDS, NOTIFICATIONS_SCROLL_MARGIN_PX } from '@prosper/shared/constants/notifications';
import { groupNotifications } from '@prosper/shared/rules/notification-groups';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useNearEnd } from '../../lib/use-near-end.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useClearNotifications, useDeleteNotifications, useMarkAllRead, useSetRead } from './api/mutations.ts';
import { useNotificationList, useUnreadCount } from './api/queries.ts';
import {
  type BaseCounts,
  type BaseItem,
  generalStream,
  type ListData,
  type ListFilter,
  listKey,
  mentorStream,
  type Stream,
} from './api/streams.ts';
import { ConfirmClear } from './components/confirm-clear.tsx';
import { KindFilter } from './components/kind-filter.tsx';
import { DeviceAlerts } from './components/device-alerts.tsx';
import { ListSkeleton } from './components/list-skeleton.tsx';
import { GeneralRow, MentorRow } from './components/rows.tsx';

/**
 * /notifications: every notification as an infinite list (SPEC §2, §4), newest first, grouped,
 * to mark read, delete or clear. Mentors switch between their own stream and the general one.
 * The general one shows one kind at a time when asked (?kind=sessions), so session, message and
 * payment news is never buried under social activity (decision 022).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const { data: viewer } = useViewer();
  const mentor = viewer?.profile?.role === 'mentor';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('notifications.title')}</h1>
      <details className="mt-4 rounded-lg border border-stone-200 bg-white px-4 py-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-stone-800">{t('notifications.deviceAlerts')}</summary>
        <DeviceAlerts />
      </details>
      {mentor ? (
        <Tabs defaultValue="mentor" className="mt-6">
          <TabsList className="max-w-sm">
            <TabsTrigger value="mentor">{t('notifications.mentorTab')}</TabsTrigger>
            <TabsTrigger value="general">{t('notifications.generalTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="mentor">
            <MentorNotifications />
          </TabsContent>
          <TabsContent value="general">
            <GeneralNotifications />
          </TabsContent>
        </Tabs>
      ) : (
        <GeneralNotifications />
      )}
    </div>
  );
}

/** The kind in the address, or all of them for a missing or unknown one. */
function useKindFilter(): [ListFilter, (filter: ListFilter) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const filter = (NOTIFICATION_KINDS as readonly string[]).includes(asked ?? '') ? (asked as ListFilter) : 'all';
  const choose = (next: ListFilter) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'all') changed.delete('kind');
        else changed.set('kind', next);
        return changed;
      },
      { replace: true },
    );
  return [filter, choose];
}

function GeneralNotifications() {
  const { t } = useTranslation();
  const [filter, setFilter] = useKindFilter();
  const list = useNotificationList(generalStream, filter);
  const unread = useUnreadCount(generalStream);
  const setRead = useSetRead(generalStream);
  const remove = useDeleteNotifications(generalStream);
  const markAll = useMarkAllRead(generalStream);
  const clear = useClearNotifications();
  const [confirming, setConfirming] = useState(false);
  const pages = list.data?.pages;
  const groups = useMemo(() => groupNotifications((pages ?? []).flatMap((p) => p.items)), [pages]);
  return (
    <StreamSection
      stream={generalStream}
      filter={filter}
      filterControl={<KindFilter value={filter} onChange={setFilter} />}
      list={list}
      count={groups.length}
      canMarkAll={(unread ?? 0) > 0 || groups.some((g) => !g.read)}
      onMarkAll={() => markAll.mutate()}
      extraAction={
        <>
          <Button variant="ghost" disabled={groups.length === 0} onClick={() => setConfirming(true)} className="disabled:text-stone-500">
            {t('notifications.clearAll')}
          </Button>
          <ConfirmClear open={confirming} onOpenChange={setConfirming} onConfirm={() => clear.mutate()} />
        </>
      }
    >
      {groups.map((group) => (
        <GeneralRow
          key={group.key}
          group={group}
          onSetRead={(ids, read) => setRead.mutate({ ids, read })}
          onDelete={(ids) => remove.mutate(ids)}
        />
      ))}
    </StreamSection>
  );
}

function MentorNotifications() {
  const list = useNotificationList(mentorStream);
  const unread = useUnreadCount(mentorStream);
  const setRead = useSetRead(mentorStream);
  const remove = useDeleteNotifications(mentorStream);
  const markAll = useMarkAllRead(mentorStream);
  const items = useMemo(() => (list.data?.pages ?? []).flatMap((p) => p.items), [list.data]);
  return (
    <StreamSection
      stream={mentorStream}
      list={list}
      count={items.length}
      canMarkAll={(unread ?? 0) > 0 || items.some((i) => !i.read)}
      onMarkAll={() => markAll.mutate()}
    >
      {items.map((item) => (
        <MentorRow
          key={item.id}
          item={item}
          onSetRead={(ids, read) => setRead.mutate({ ids, read })}
          onDelete={(ids) => remove.mutate(ids)}
        />
      ))}
    </StreamSection>
  );
}

/** What the section needs of an infinite list query, whichever stream it is. */
type ListState = {
  isPending: boolean;
  /** The first page failed and there is nothing to show; a later failure keeps the list. */
  isLoadingError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean }>;
  refetch: () => Promise<{ isRefetchError: boolean }>;
};

/** A stream's toolbar and list: skeleton, error, empty, the rows, and the next page as the end nears. */
function StreamSection<I extends BaseItem, C extends BaseCounts>({
  stream,
  filter = 'all',
  filterControl,
  list,
  count,
  canMarkAll,
  onMarkAll,
  extraAction,
  children,
}: {
  stream: Stream<I, C>;
  /** The kind the list shows, and the control that changes it (the general stream's). */
  filter?: ListFilter;
  filterControl?: ReactNode;
  list: ListState;
  count: number;
  canMarkAll: boolean;
  onMarkAll: () => void;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;

  const loadMore = useCallback(() => {
    void fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) toast.error(t('notifications.failedToLoad'));
    });
  }, [fetchNextPage, t]);
  const sentinel = useNearEnd(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, NOTIFICATIONS_SCROLL_MARGIN_PX);

  // Forced reload: back to the first page only, fetched now however fresh it is.
  const refresh = () => {
    qc.setQueryData<ListData<I>>(listKey(stream, filter), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void list.refetch().then((result) => {
      if (result.isRefetchError) toast.error(t('notifications.failedToLoadAll'));
    });
    void qc.invalidateQueries({ queryKey: stream.keys.counts });
  };
  const refreshing = list.isFetching && !isFetchingNextPage && !list.isPending;

  return (
    <section className="mt-4" aria-busy={list.isPending || refreshing}>
      {filterControl}
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={clsx('size-4', refreshing && 'animate-spin')} />
          {t('notifications.refresh')}
        </Button>
        <Button variant="ghost" onClick={onMarkAll} disabled={!canMarkAll} className="disabled:text-stone-500">
          {t('notifications.markAllRead')}
        </Button>
        {extraAction}
      </div>
      <div className="overflow-hidden rounded-lg border border-stone-200 bg-white">
        {list.isPending ? (
          <ListSkeleton label={t('app.loading')} rows={5} />
        ) : list.isLoadingError ? (
          <div role="alert" className="flex flex-col items-center gap-4 px-4 py-12 text-center">
            <p className="font-medium">{t('notifications.failedToLoadAll')}</p>
            <Button onClick={() => void list.refetch()}>{t('app.tryAgain')}</Button>
          </div>
        ) : count === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="text-lg font-medium">{t('notifications.empty')}</p>
            {filter === 'all' && <p className="mt-1 text-sm text-stone-600">{t('notifications.emptyText')}</p>}
          </div>
        ) : (
          <ul aria-label={t('notifications.title')} className="divide-y divide-stone-100">
            {children}
          </ul>
        )}
      </div>
      <div ref={sentinel} className="py-4 text-center text-sm text-stone-600">
        {isFetchingNextPage && <p role="status">{t('notifications.loadingMore')}</p>}
        {isFetchNextPageError && (
          <Button variant="secondary" onClick={loadMore}>
            {t('app.tryAgain')}
          </Button>
        )}
      </div>
    </section>
  );
}
