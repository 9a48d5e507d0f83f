/** A live change to one of the member's notifications, as far as the unread counter cares. */
export type UnreadChange =
  | { kind: 'insert'; read: boolean }
  | { kind: 'update'; wasRead: boolean; read: boolean }
  | { kind: 'delete'; read: boolean };

/**
 * The unread count after a live change (SPEC §4), kept locally instead of counting again:
 * +1 for a new unread one, −1 when one is read, +1 when one is marked unread again, −1 when an
 * unread one is deleted. Never below 0, since changes can arrive for rows the count never saw.
 */
export function nextUnreadCount(count: number, change: UnreadChange): number {
  let delta = 0;
  if (change.kind === 'insert') delta = change.read ? 0 : 1;
  else if (change.kind === 'delete') delta = change.read ? 0 : -1;
  else if (change.wasRead !== change.read) delta = change.read ? -1 : 1;
  return Math.max(0, count + delta);
}
