import type { Role } from '@prosper/shared/constants/sign-up-options';
import { useLiveMessages } from '../features/messages/api/live.ts';
import { useLiveNotifications } from '../features/notifications/api/live.ts';
import { useLiveSessions } from '../features/sessions/api/live.ts';

/**
 * Every area's live updates for the signed-in member, mounted once for the whole app so they run on
 * every page: messages (the thread lists, the conversations and the badge), notifications (the
 * bell's lists and counts; a mentor's own stream too) and sessions (a request arriving, a
 * confirmation). Two stay with what they serve: the feed of everyone's articles listens only
 * while it is on screen (a public topic, subscribed to on demand), and the open conversation says
 * it is open (useReadOnOpen) so its arrivals are read at once.
 */
export default function LiveUpdates({ userId, role }: { userId: string; role: Role }) {
  useLiveMessages(userId);
  useLiveNotifications({ mentor: role === 'mentor' });
  useLiveSessions();
  return null;
}
