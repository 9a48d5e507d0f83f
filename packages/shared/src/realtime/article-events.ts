import { z } from 'zod/mini';
import type { ArticleCard } from '../schemas/article.ts';

const card = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.nullable(z.string()),
  tags: z.array(z.string()),
  readingMinutes: z.number(),
  likesCount: z.number(),
  commentsCount: z.number(),
  sharesCount: z.number(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), avatarUrl: z.nullable(z.string()) }),
  likedByMe: z.boolean(),
  savedByMe: z.boolean(),
}) satisfies z.ZodMiniType<ArticleCard>;

/** The public articles_feed topic: a new article, for the feeds of everyone's articles (SPEC §4). */
export const articleEvents = z.discriminatedUnion('type', [z.object({ type: z.literal('insert'), payload: card })]);
