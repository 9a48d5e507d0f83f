import { queryOptions, useQuery } from '@tanstack/react-query';
import { GENERAL_BADGE_MAX } from '@prosper/shared/constants/notifications';
import { badgeText } from '@prosper/shared/rules/badge';
import type { UnreadMessages } from '@prosper/shared/schemas/message';
import { api } from './api-client.ts';

/**
 * How many messages to the member are unread, over all conversations. Here rather than in the
 * messages area because the shell shows it (beside the bell and in the menus); the area keeps it
 * current through `messageKeys.unread`, which is this key.
 */
export const unreadMessagesKey = ['messages', 'unread'] as const;

export const unreadMessagesQuery = queryOptions({
  queryKey: unreadMessagesKey,
  queryFn: ({ signal }) => api<UnreadMessages>('/api/messages/unread-count', { signal }),
  staleTime: 60_000,
});

/** The count and the badge's text (null for none, '9+' past the cap); for signed-in members only. */
export function useUnreadMessages() {
  const count = useQuery(unreadMessagesQuery).data?.unread ?? 0;
  return { count, badge: badgeText(count, GENERAL_BADGE_MAX) };
}
