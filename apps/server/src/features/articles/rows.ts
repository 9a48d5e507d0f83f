import { type SQL, sql } from 'drizzle-orm';
import { readingMinutes } from '@prosper/shared/rules/reading-time';
import type { Article, ArticleCard, ArticleComment } from '@prosper/shared/schemas/article';
import { type MemberRow, memberColumns, toAuthor } from '../../lib/member-summary.ts';

/**
 * The columns of a card, from `articles a` joined to its author `p`, with the viewer's like and
 * save as two index lookups (false for visitors).
 */
export const cardColumns = (viewerId: string | null) => sql`a.id, a.title, a.excerpt, a.word_count, a.image_url, a.tags,
  a.likes_count, a.comments_count, a.shares_count, a.created_at, a.updated_at, ${memberColumns('p', 'author')},
  ${viewerId ? sql`exists (select 1 from article_likes l where l.article_id = a.id and l.user_id = ${viewerId})` : sql`false`} as liked,
  ${viewerId ? sql`exists (select 1 from saved_articles s where s.article_id = a.id and s.user_id = ${viewerId})` : sql`false`} as saved`;

export type CardRow = {
  id: string;
  title: string;
  excerpt: string;
  word_count: number;
  image_url: string | null;
  tags: string[];
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  liked: boolean;
  saved: boolean;
} & MemberRow<'author'>;

export function toCard(r: CardRow): ArticleCard {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    imageUrl: r.image_url,
    tags: r.tags,
    readingMinutes: readingMinutes(r.word_count),
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    sharesCount: r.shares_count,
    createdAt: new Date(r.created_at).toISOString(),
    author: toAuthor(r, 'author'),
    likedByMe: r.liked,
    savedByMe: r.saved,
  };
}

export function toArticle(r: CardRow & { content: string }): Article {
  return { ...toCard(r), content: r.content, updatedAt: new Date(r.updated_at).toISOString() };
}

export const commentColumns: SQL = sql`c.id, c.article_id, c.parent_id, c.content, c.created_at, c.updated_at,
  ${memberColumns('p', 'author')}`;

export type CommentRow = {
  id: string;
  article_id: string;
  parent_id: string | null;
  content: string;
  created_at: string | Date;
  updated_at: string | Date;
} & MemberRow<'author'>;

export function toComment(r: CommentRow): ArticleComment {
  return {
    id: r.id,
    articleId: r.article_id,
    parentId: r.parent_id,
    content: r.content,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    author: toAuthor(r, 'author'),
    replies: [],
  };
}
