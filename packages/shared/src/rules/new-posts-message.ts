import * as en from '../i18n/en/index.ts';
import { fill } from '../i18n/fill.ts';
import { notificationText } from './notification-templates.ts';

/** What the one unread "new posts" item has gathered since the member last read it (decision 022). */
export type NewPostsGroup = {
  /** Full names of the newest author and of the one before them (both needed for two authors). */
  names: readonly [string, ...string[]];
  /** Distinct authors gathered, at least 1. */
  authorCount: number;
  /** Posts gathered, at least 1. */
  postCount: number;
};

/**
 * The title and words of the grouped item, newest author first:
 * one post keeps the SPEC's "Amara Okafor created a new post"; one author with several posts says
 * how many ("Amara Okafor published 3 new articles"); two authors are both named; more are counted
 * ("Amara Okafor and 4 others published new articles").
 */
export function newPostsText({ names, authorCount, postCount }: NewPostsGroup): { title: string; message: string } {
  const [name, other] = names;
  const t = en.notifications.newPosts;
  if (postCount <= 1) return notificationText('new_post_from_followed', { name });
  if (authorCount <= 1) return { title: t.title, message: fill(t.oneAuthor, { name, count: postCount }) };
  if (authorCount === 2 && other !== undefined) return { title: t.title, message: fill(t.twoAuthors, { name, other }) };
  return { title: t.title, message: fill(t.manyAuthors, { name, count: authorCount - 1 }) };
}

/**
 * How many posts a "new posts" item gathers, from its data ({ post_count, author_ids }); 1 for an
 * item from before grouping, whose data is null.
 */
export function newPostsCount(data: Record<string, unknown> | null): number {
  const count = data?.post_count;
  return typeof count === 'number' && count > 1 ? count : 1;
}
