import { clsx } from 'clsx';
import { Bell, Calendar, CircleCheck, CircleX, Eye, HandCoins, Mail, MailOpen, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENTOR_NOTIFICATION_ICONS, type MentorNotificationIcon } from '@prosper/shared/constants/notifications';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import type { NotificationGroup } from '@prosper/shared/rules/notification-groups';
import { groupedNotificationMessage, isGroupableType } from '@prosper/shared/rules/notification-templates';
import type { MentorNotificationItem, NotificationItem } from '@prosper/shared/schemas/notification';
import { paths } from '../../../lib/paths.ts';
import { readingOf, sessionOf } from '@prosper/shared/rules/notification-links';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

export type RowActions = {
  onSetRead: (ids: string[], read: boolean) => void;
  /** Only where deleting is offered (the all-notifications page). */
  onDelete?: (ids: string[]) => void;
  /** A link in the row was followed (the dropdown closes). */
  onNavigate?: () => void;
};

/** A group's line: the newest's own text, or "Chidi Eze and 2 others started following you". */
function groupMessage(group: NotificationGroup<NotificationItem>): string {
  const { latest, actorNames } = group;
  if (isGroupableType(latest.type) && actorNames.length > 1) return groupedNotificationMessage(latest.type, actorNames, actorNames.length);
  return latest.message;
}

/** A general notification, or a group of them, with its actor's photo or initials. */
export function GeneralRow({ group, ...actions }: { group: NotificationGroup<NotificationItem> } & RowActions) {
  const { latest } = group;
  const actor = latest.actor;
  const session = sessionOf(latest);
  const reading = readingOf(latest);
  return (
    <Row
      read={group.read}
      picture={
        actor ? (
          <Avatar
            firstName={actor.firstName}
            lastName={actor.lastName}
            src={actor.avatarUrl ? avatarThumbUrl(actor.avatarUrl) : null}
            size={40}
          />
        ) : (
          <TypeIcon icon={Bell} />
        )
      }
      title={null}
      message={groupMessage(group)}
      date={latest.createdAt}
      sessionId={session}
      reading={reading}
      unreadIds={group.items.filter((i) => !i.read).map((i) => i.id)}
      // Back to unread: the newest of the group is enough to bring it back.
      readIds={[latest.id]}
      allIds={group.items.map((i) => i.id)}
      {...actions}
    />
  );
}

const MENTOR_ICONS: Record<MentorNotificationIcon, LucideIcon> = {
  calendar: Calendar,
  check: CircleCheck,
  cross: CircleX,
  star: Star,
  eye: Eye,
  money: HandCoins,
};

/** A mentor's own notification with the icon of its type (SPEC §2), a bell for any other. */
export function MentorRow({ item, ...actions }: { item: MentorNotificationItem } & RowActions) {
  const icon = MENTOR_ICONS[MENTOR_NOTIFICATION_ICONS[item.type]] ?? Bell;
  return (
    <Row
      read={item.read}
      picture={<TypeIcon icon={icon} />}
      title={item.title}
      message={item.message}
      date={item.createdAt}
      sessionId={sessionOf(item)}
      reading={null}
      unreadIds={item.read ? [] : [item.id]}
      readIds={[item.id]}
      allIds={[item.id]}
      {...actions}
    />
  );
}

function TypeIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <Icon className="size-5" />
    </span>
  );
}

type RowProps = RowActions & {
  read: boolean;
  picture: ReactNode;
  title: string | null;
  message: string;
  date: string;
  sessionId: string | null;
  /** The article a like, comment, reply or new post is about, the feed of several, a story, or the goal shared or commented on. */
  reading: { to: string; label: 'post' | 'feed' | 'story' | 'goal' } | null;
  unreadIds: string[];
  readIds: string[];
  allIds: string[];
};

function Row({
  read,
  picture,
  title,
  message,
  date,
  sessionId,
  reading,
  unreadIds,
  readIds,
  allIds,
  onSetRead,
  onDelete,
  onNavigate,
}: RowProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <li className={clsx('flex items-start gap-3 px-4 py-3', !read && 'bg-brand-50')}>
      {picture}
      <div className="min-w-0 flex-1">
        <p id={textId} className={clsx('text-sm wrap-anywhere', read ? 'text-stone-700' : 'font-medium text-stone-900')}>
          {!read && <span className="sr-only">{t('notifications.unread')}: </span>}
          {title && <span className="block font-semibold text-stone-900">{title}</span>}
          {message}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <TimeAgo date={date} />
          {sessionId && <RowLink to={paths.session(sessionId)} onNavigate={onNavigate} label={t('notifications.viewSession')} />}
          {reading && (
            <RowLink
              to={reading.to}
              onNavigate={onNavigate}
              label={
                reading.label === 'feed'
                  ? t('notifications.newPosts.viewFeed')
                  : reading.label === 'story'
                    ? t('stories.viewStory')
                    : reading.label === 'goal'
                      ? t('goals.viewGoal')
                      : t('articles.viewPost')
              }
            />
          )}
        </p>
      </div>
      {!read && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-700" />}
      <div className="flex shrink-0 items-center">
        <IconButton
          label={read ? t('notifications.markUnread') : t('notifications.markRead')}
          describedBy={textId}
          onClick={() => onSetRead(read ? readIds : unreadIds, !read)}
        >
          {read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
        </IconButton>
        {onDelete && (
          <IconButton label={t('notifications.delete')} describedBy={textId} onClick={() => onDelete(allIds)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        )}
      </div>
    </li>
  );
}

function IconButton({
  label,
  describedBy,
  onClick,
  children,
}: {
  label: string;
  describedBy: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-describedby={describedBy}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-200 hover:text-stone-900"
    >
      {children}
    </button>
  );
}

/** A row's link to what it is about (a session, a post). */
function RowLink({ to, onNavigate, label }: { to: string; onNavigate?: () => void; label: string }) {
  return (
    <Link to={to} onClick={onNavigate} className="tap-target text-xs font-medium text-brand-800 underline underline-offset-2">
      {label}
    </Link>
  );
}
