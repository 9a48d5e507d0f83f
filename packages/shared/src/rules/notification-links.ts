import { paths } from '../paths.ts';
import { newPostsCount } from './new-posts-message.ts';

/** What a notification's links are read from: either stream's item (a mentor's has no post). */
type Linked = { type: string; data: Record<string, unknown> | null; postId?: string | null };

const idIn = (data: Record<string, unknown> | null, key: string): string | null => {
  const id = data?.[key];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/**
 * The session a notification is about, for its View Session link: a review (SPEC §2), and every
 * other session notification, so a request or a cancellation opens in one tap.
 */
export function sessionOf(item: Pick<Linked, 'data'>): string | null {
  return idIn(item.data, 'session_id');
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

/**
 * Where a tap on a notification's alert (a pop-up from an open page, or a push with the app closed)
 * opens the app: what it is about, else all notifications.
 */
export function alertLink(item: Linked): string {
  const reading = readingOf(item);
  if (reading) return reading.to;
  const thread = idIn(item.data, 'thread_id');
  if (thread) return paths.thread(thread);
  const session = sessionOf(item);
  return session ? paths.session(session) : paths.notifications;
}

/**
 * What a notification is about, as one key: a newer alert with the same key replaces the older one
 * on the device (its tag) and, still undelivered, at the push service (its Topic; decision 047).
 * A conversation, a session, a story, a goal or a post; otherwise the type, so that follows or
 * payments fold into the latest one, as the bell groups them.
 */
export function alertSubject(item: Linked): string {
  if (item.type === 'new_post_from_followed') return 'new-posts';
  for (const [key, name] of [
    ['thread_id', 'thread'],
    ['session_id', 'session'],
    ['story_id', 'story'],
    ['goal_id', 'goal'],
  ] as const) {
    const id = idIn(item.data, key);
    if (id) return `${name}:${id}`;
  }
  return item.postId ? `post:${item.postId}` : item.type;
}
