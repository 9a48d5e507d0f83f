import { isGroupableType } from './notification-templates.ts';
import { fullName } from './full-name.ts';

/** What grouping needs to know of a notification. */
export type GroupableNotification = {
  id: string;
  type: string;
  read: boolean;
  createdAt: string;
  actorId: string | null;
  postId: string | null;
  actor: { firstName: string; lastName: string } | null;
};

export type NotificationGroup<T extends GroupableNotification> = {
  key: string;
  /** The newest notification of the group. */
  latest: T;
  /** Newest first, as they came. */
  items: T[];
  /** True when every notification of the group is read. */
  read: boolean;
  /** Full names of the distinct actors, newest first. */
  actorNames: string[];
};

/**
 * What a notification groups by: all follows together; likes and comments on the same post (or
 * story, which shares the post_id column) together. Anything else, or a like with no post, stands alone.
 */
function groupKey(item: GroupableNotification): string {
  if (item.type === 'follow') return 'follow';
  if (isGroupableType(item.type) && item.postId !== null) return `${item.type}:${item.postId}`;
  return `single:${item.id}`;
}

/**
 * Folds a newest-first notification list into groups, so ten likes on one post take one line
 * ("Amara and 9 others liked your post"). Groups keep the order in which they first appear, which
 * is their newest notification's place.
 */
export function groupNotifications<T extends GroupableNotification>(items: readonly T[]): NotificationGroup<T>[] {
  const groups = new Map<string, NotificationGroup<T>>();
  const actorsSeen = new Map<string, Set<string>>();
  for (const item of items) {
    const key = groupKey(item);
    let group = groups.get(key);
    if (!group) {
      group = { key, latest: item, items: [], read: true, actorNames: [] };
      groups.set(key, group);
      actorsSeen.set(key, new Set());
    }
    group.items.push(item);
    group.read &&= item.read;
    const seen = actorsSeen.get(key)!;
    if (item.actorId !== null && item.actor !== null && !seen.has(item.actorId)) {
      seen.add(item.actorId);
      group.actorNames.push(fullName(item.actor).trim());
    }
  }
  return [...groups.values()];
}
