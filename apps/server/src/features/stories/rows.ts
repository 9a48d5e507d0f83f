import { sql } from 'drizzle-orm';
import type { MentorNamingState, Story, StoryCard, StoryComment } from '@prosper/shared/schemas/story';
import { type MemberRow, memberColumns, toAuthor } from '../../lib/member-summary.ts';

/**
 * The columns of a story card, from `stories s` joined to its author `p` and its named mentor `m`
 * (left join), with the viewer's like as one index lookup (false for visitors).
 */
export const storyColumns = (viewerId: string | null) => sql`s.id, s.user_id, s.title, s.excerpt, s.image_url, s.likes_count,
  s.comments_count, s.created_at, s.updated_at, s.mentor_id, s.mentor_state, ${memberColumns('p', 'author')}, ${memberColumns('m', 'mentor')},
  ${viewerId ? sql`exists (select 1 from story_likes l where l.story_id = s.id and l.user_id = ${viewerId})` : sql`false`} as liked`;

/** The joins `storyColumns` reads from. */
export const storyFrom = sql`stories s join profiles p on p.id = s.user_id left join profiles m on m.id = s.mentor_id`;

export type StoryRow = {
  id: string;
  user_id: string;
  title: string;
  excerpt: string;
  image_url: string | null;
  likes_count: number;
  comments_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  mentor_id: string | null;
  mentor_state: MentorNamingState | null;
  liked: boolean;
} & MemberRow<'author'> &
  MemberRow<'mentor'>;

/**
 * A card as this viewer may see it: the named mentor shows to everyone once approved, and to the
 * author and the mentor themselves before (so each knows where the asking stands).
 */
export function toStoryCard(r: StoryRow, viewerId: string | null): StoryCard {
  const seesMentor = r.mentor_id !== null && (r.mentor_state === 'approved' || viewerId === r.user_id || viewerId === r.mentor_id);
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    imageUrl: r.image_url,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    createdAt: new Date(r.created_at).toISOString(),
    author: toAuthor(r, 'author'),
    mentor: seesMentor ? { member: toAuthor(r, 'mentor'), state: r.mentor_state! } : null,
    likedByMe: r.liked,
  };
}

export function toStory(r: StoryRow & { content: string }, viewerId: string | null): Story {
  return { ...toStoryCard(r, viewerId), content: r.content, updatedAt: new Date(r.updated_at).toISOString() };
}

export const commentColumns = sql`c.id, c.story_id, c.content, c.created_at, ${memberColumns('p', 'author')}`;

export type CommentRow = { id: string; story_id: string; content: string; created_at: string | Date } & MemberRow<'author'>;

export function toStoryComment(r: CommentRow): StoryComment {
  return {
    id: r.id,
    storyId: r.story_id,
    content: r.content,
    createdAt: new Date(r.created_at).toISOString(),
    author: toAuthor(r, 'author'),
  };
}
