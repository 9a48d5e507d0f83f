import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GENERAL_BADGE_MAX, MENTOR_BADGE_MAX, NOTIFICATIONS_PAGE_SIZE } from '@prosper/shared/constants/notifications';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { badgeText } from '@prosper/shared/rules/badge';
import { groupNotifications } from '@prosper/shared/rules/notification-groups';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useClearNotifications, useMarkAllRead, useSetRead } from '../api/mutations.ts';
import { useLogError, useNotificationList, useUnreadCount } from '../api/queries.ts';
import { generalStream, mentorStream } from '../api/streams.ts';
import { ConfirmClear } from './confirm-clear.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { GeneralRow, MentorRow } from './rows.tsx';

/**
 * The bell of the navigation bar (SPEC §2): mentors get the mentor bell, everyone else the general
 * one; app/live-updates keeps both current. Loaded after the first paint, as its own chunk.
 */
export default function NotificationBell({ role }: { role: Role }) {
  return role === 'mentor' ? <MentorBell /> : <GeneralBell />;
}

function GeneralBell() {
  const count = useUnreadCount(generalStream);
  const clear = useClearNotifications();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <BellPopover count={count} max={GENERAL_BADGE_MAX} triggerRef={trigger}>
        {({ close, headingId }) => (
          <GeneralPanel
            headingId={headingId}
            close={close}
            hasUnread={(count ?? 0) > 0}
            onClearAll={() => {
              close();
              setConfirming(true);
            }}
          />
        )}
      </BellPopover>
      <ConfirmClear
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => clear.mutate()}
        onCloseAutoFocus={(event) => {
          // The dropdown that opened it is closed: back to the bell.
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
    </>
  );
}

function GeneralPanel({
  headingId,
  close,
  hasUnread,
  onClearAll,
}: {
  headingId: string;
  close: () => void;
  hasUnread: boolean;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const list = useNotificationList(generalStream);
  // The dropdown's list only logs a failed read (SPEC §8).
  useLogError(list.error, t('notifications.failedToLoad'));
  const pages = list.data?.pages;
  const groups = useMemo(() => groupNotifications((pages ?? []).flatMap((p) => p.items).slice(0, NOTIFICATIONS_PAGE_SIZE)), [pages]);
  const setRead = useSetRead(generalStream);
  const markAll = useMarkAllRead(generalStream);
  return (
    <>
      <PanelHeader headingId={headingId} canMarkAll={hasUnread || groups.some((g) => !g.read)} onMarkAll={() => markAll.mutate()} />
      <PanelList loading={list.isPending} empty={groups.length === 0} headingId={headingId}>
        {groups.map((group) => (
          <GeneralRow key={group.key} group={group} onSetRead={(ids, read) => setRead.mutate({ ids, read })} onNavigate={close} />
        ))}
      </PanelList>
      <div className="flex items-center justify-between gap-2 border-t border-stone-200 px-2 py-2">
        <button
          type="button"
          onClick={onClearAll}
          disabled={groups.length === 0}
          className={buttonClass('ghost', 'disabled:text-stone-500')}
        >
          {t('notifications.clearAll')}
        </button>
        <Link to={paths.notifications} onClick={close} className={buttonClass('link', 'px-2')}>
          {t('notifications.viewAll')}
        </Link>
      </div>
    </>
  );
}

function MentorBell() {
  const count = useUnreadCount(mentorStream);
  return (
    <BellPopover count={count} max={MENTOR_BADGE_MAX}>
      {({ close, headingId }) => <MentorPanel headingId={headingId} close={close} hasUnread={(count ?? 0) > 0} />}
    </BellPopover>
  );
}

function MentorPanel({ headingId, close, hasUnread }: { headingId: string; close: () => void; hasUnread: boolean }) {
  const { t } = useTranslation();
  const list = useNotificationList(mentorStream);
  // Mentor notification errors are only logged, and the list shows as empty (SPEC §8).
  useLogError(list.error, t('notifications.failedToLoad'));
  const items = useMemo(() => (list.data?.pages ?? []).flatMap((p) => p.items).slice(0, NOTIFICATIONS_PAGE_SIZE), [list.data]);
  const setRead = useSetRead(mentorStream);
  const markAll = useMarkAllRead(mentorStream);
  return (
    <>
      <PanelHeader headingId={headingId} canMarkAll={hasUnread || items.some((i) => !i.read)} onMarkAll={() => markAll.mutate()} />
      <PanelList loading={list.isPending} empty={items.length === 0} headingId={headingId}>
        {items.map((item) => (
          <MentorRow key={item.id} item={item} onSetRead={(ids, read) => setRead.mutate({ ids, read })} onNavigate={close} />
        ))}
      </PanelList>
      <div className="flex justify-end border-t border-stone-200 px-2 py-2">
        <Link to={paths.notifications} onClick={close} className={buttonClass('link', 'px-2')}>
          {t('notifications.viewAll')}
        </Link>
      </div>
    </>
  );
}

type PanelProps = { close: () => void; headingId: string };

/** The bell button with its badge, and the dropdown it opens. */
function BellPopover({
  count,
  max,
  triggerRef,
  children,
}: {
  count: number | undefined;
  max: number;
  triggerRef?: Ref<HTMLButtonElement>;
  children: (props: PanelProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const badge = badgeText(count ?? 0, max);
  const label = badge ? t('notifications.bellWithCount', { count: count ?? 0, replace: { count: badge } }) : t('notifications.bell');
  const announcement = useArrivalAnnouncement(count, label);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={triggerRef}
        aria-label={label}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={headingId}
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          {children({ close: () => setOpen(false), headingId })}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Says the new count to screen readers when it rises, not when the page opens with it. */
function useArrivalAnnouncement(count: number | undefined, label: string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) setAnnouncement(label);
    previous.current = count;
  }, [count, label]);
  return announcement;
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
