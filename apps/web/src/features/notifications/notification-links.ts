import { newPostsCount } from '@prosper/shared/rules/new-posts-message';
import { paths } from '../../lib/paths.ts';

/** What a notification's links are read from: either stream's item (a mentor's has no post). */
type Linked = { type: string; data: Record<string, unknown> | null; postId?: string | null };

/**
 * The session a notification is about, for its View Session link: a review (SPEC §2), and every
 * other session notification, so a request or a cancellation opens in one tap.
 */
export function sessionOf(item: Pick<Linked, 'data'>): string | null {
  const id = item.data?.session_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Where a notification about articles or stories leads: its post or story, or, for a "new posts" item gathering
 * several (decision 022), the dashboard's feed of the people the member follows.
 */
export function readingOf(item: Linked): { to: string; label: 'post' | 'feed' | 'story' | 'goal' } | null {
  if (item.type === 'new_post_from_followed' && newPostsCount(item.data) > 1) return { to: paths.followingFeed, label: 'feed' };
  const story = item.data?.story_id;
  if (typeof story === 'string') return { to: paths.story(story), label: 'story' };
  // A goal shared with a mentor, or a mentor's comment on one (decision 039).
  const goal = item.data?.goal_id;
  if (typeof goal === 'string') return { to: paths.goal(goal), label: 'goal' };
  return item.postId ? { to: paths.viewPost(item.postId), label: 'post' } : null;
}

/** Where a click on a notification's pop-up alert opens the app: what it is about, else all notifications. */
export function alertLink(item: Linked): string {
  const session = sessionOf(item);
  return readingOf(item)?.to ?? (session ? paths.session(session) : paths.notifications);
}
