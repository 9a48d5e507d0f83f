import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE } from '@prosper/shared/constants/notifications';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMarkAllRead, useSetRead } from '../api/mutations.ts';
import { useLogError, useNotificationList } from '../api/queries.ts';
import type { BaseCounts, BaseItem, Stream } from '../api/streams.ts';
import type { PanelProps } from './bell-popover.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import type { RowActions } from './rows.tsx';

type Props<I extends BaseItem, C extends BaseCounts> = PanelProps & {
  stream: Stream<I, C>;
  /** The bell's count says some are unread, even beyond the first page. */
  hasUnread: boolean;
  /** The stream's rows: general notifications in groups, a mentor's one by one. */
  rows: (props: { items: I[] } & RowActions) => ReactNode;
  /** Clear all, where the stream offers it (the general one). */
  onClearAll?: () => void;
};

/**
 * The bell's dropdown for either stream: the newest page, read and unread, Mark all as read and
 * View all. A failed read is only logged and the list shows as empty (SPEC §8).
 */
export function BellPanel<I extends BaseItem, C extends BaseCounts>({
  stream,
  headingId,
  close,
  hasUnread,
  rows: Rows,
  onClearAll,
}: Props<I, C>) {
  const { t } = useTranslation();
  const list = useNotificationList(stream);
  useLogError(list.error, t('notifications.failedToLoad'));
  const items = useMemo(() => (list.data?.pages ?? []).flatMap((p) => p.items).slice(0, NOTIFICATIONS_PAGE_SIZE), [list.data]);
  const setRead = useSetRead(stream);
  const markAll = useMarkAllRead(stream);
  const viewAll = (
    <Link to={paths.notifications} onClick={close} className={buttonClass('link', 'px-2')}>
      {t('notifications.viewAll')}
    </Link>
  );
  return (
    <>
      <PanelHeader headingId={headingId} canMarkAll={hasUnread || items.some((i) => !i.read)} onMarkAll={() => markAll.mutate()} />
      <PanelList loading={list.isPending} empty={items.length === 0} headingId={headingId}>
        <Rows items={items} onSetRead={(ids, read) => setRead.mutate({ ids, read })} onNavigate={close} />
      </PanelList>
      {onClearAll ? (
        <div className="flex items-center justify-between gap-2 border-t border-stone-200 px-2 py-2">
          <button
            type="button"
            onClick={onClearAll}
            disabled={items.length === 0}
            className={buttonClass('ghost', 'disabled:text-stone-500')}
          >
            {t('notifications.clearAll')}
          </button>
          {viewAll}
        </div>
      ) : (
        <div className="flex justify-end border-t border-stone-200 px-2 py-2">{viewAll}</div>
      )}
    </>
  );
}

function PanelHeader({ headingId, canMarkAll, onMarkAll }: { headingId: string; canMarkAll: boolean; onMarkAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2 border-b border-stone-200 py-1 pr-2 pl-4">
      <h2 id={headingId} className="font-semibold">
        {t('notifications.title')}
      </h2>
      <button type="button" onClick={onMarkAll} disabled={!canMarkAll} className={buttonClass('ghost', 'px-2 disabled:text-stone-500')}>
        {t('notifications.markAllRead')}
      </button>
    </div>
  );
}

function PanelList({ loading, empty, headingId, children }: { loading: boolean; empty: boolean; headingId: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (loading) return <ListSkeleton label={t('app.loading')} />;
  if (empty)
    return (
      <div className="px-4 py-8 text-center">
        <p className="font-medium">{t('notifications.empty')}</p>
        <p className="mt-1 text-sm text-stone-600">{t('notifications.emptyText')}</p>
      </div>
    );
  return (
    <ul aria-labelledby={headingId} className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto overscroll-contain">
      {children}
    </ul>
  );
}
