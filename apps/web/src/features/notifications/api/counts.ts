import { nextUnreadCount, type UnreadChange } from '@prosper/shared/rules/unread-counter';
import type {
  MentorNotificationCounts,
  MentorNotificationItem,
  NotificationCounts,
  NotificationItem,
} from '@prosper/shared/schemas/notification';

/**
 * How a stream's counts move without asking the server (SPEC §4), for the optimistic changes and
 * the live events alike.
 */
export type CountRules<I, C> = {
  /** The counts after one notification changed; `item` is known for inserts, updates and cached rows. */
  countsAfter: (counts: C, change: UnreadChange, item: I | undefined) => C;
  /** The counts once every notification is read. */
  allRead: (counts: C) => C;
  /** The counts once every notification is gone. */
  cleared: (counts: C) => C;
};

/** The general stream counts unread notifications, and apart from them unread sync requests. */
export const generalCounts: CountRules<NotificationItem, NotificationCounts> = {
  countsAfter: (counts, change, item) => ({
    unread: nextUnreadCount(counts.unread, change),
    unreadSyncRequests: item?.type === 'sync_request' ? nextUnreadCount(counts.unreadSyncRequests, change) : counts.unreadSyncRequests,
  }),
  allRead: () => ({ unread: 0, unreadSyncRequests: 0 }),
  cleared: () => ({ unread: 0, unreadSyncRequests: 0 }),
};

/** A mentor's stream counts unread ones and all of them. */
export const mentorCounts: CountRules<MentorNotificationItem, MentorNotificationCounts> = {
  countsAfter: (counts, change) => ({
    unread: nextUnreadCount(counts.unread, change),
    total: Math.max(0, counts.total + (change.kind === 'insert' ? 1 : change.kind === 'delete' ? -1 : 0)),
  }),
  allRead: (counts) => ({ ...counts, unread: 0 }),
  cleared: () => ({ total: 0, unread: 0 }),
};
