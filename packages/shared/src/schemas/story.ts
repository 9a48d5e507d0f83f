import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { ARTICLE_CONTENT_MAX, ARTICLE_TITLE_MAX, articleAuthorSchema, COMMENT_MAX } from './article.ts';
import { memberId, rowId } from './ids.ts';
import { memberLine, memberText } from './text.ts';

/** Stories follow the articles' bounds: a title of at most 120 characters, a body of at most 50,000. */
export const STORY_TITLE_MAX = ARTICLE_TITLE_MAX;
export const STORY_CONTENT_MAX = ARTICLE_CONTENT_MAX;

/** The feed's two orders: newest first, and most liked first ("most loved"). */
export const STORY_SORTS = ['newest', 'loved'] as const;
export type StorySort = (typeof STORY_SORTS)[number];

/** Where the naming of a mentor stands: asked, approved (the name shows), declined. */
export const MENTOR_NAMING_STATES = ['pending', 'approved', 'declined'] as const;
export type MentorNamingState = (typeof MENTOR_NAMING_STATES)[number];

const s = en.stories;

/** A cover we stored (`/uploads/stories/...`), never an address elsewhere. */
const storedCover = z
  .string()
  .max(200, s.invalidImageUrl)
  .regex(/^\/uploads\/stories\/[a-z0-9/-]+\.webp$/, s.invalidImageUrl);

const title = memberLine().trim().min(1, s.titleRequired).max(STORY_TITLE_MAX, s.titleTooLong);
const content = memberText().trim().min(1, s.contentRequired).max(STORY_CONTENT_MAX, en.validation.tooLong);

/** A new story: title and Markdown body required; a cover and the mentor to name are optional. */
export const storyInputSchema = z.object({
  title,
  content,
  imageUrl: storedCover.nullish().transform((v) => v ?? null),
  mentorId: memberId.nullish().transform((v) => v ?? null),
});
export type StoryInput = z.input<typeof storyInputSchema>;

/** The author's changes: what is sent changes; null removes the cover or the named mentor. */
export const storyUpdateSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  imageUrl: storedCover.nullable().optional(),
  mentorId: memberId.nullable().optional(),
});

/** The named mentor's answer. */
export const namingAnswerSchema = z.object({ approve: z.boolean() });

export const storyCommentInputSchema = z.object({
  content: memberText().trim().min(1, s.commentRequired).max(COMMENT_MAX, en.validation.tooLong),
});

export const storyListQuerySchema = z.object({ sort: z.enum(STORY_SORTS).default('newest') });

/**
 * The named mentor: shown to everyone once approved; the author and the mentor themselves also see
 * it while pending or declined (to follow up or answer). Null for anyone else until approved.
 */
export const storyMentorSchema = z.object({
  member: articleAuthorSchema,
  state: z.enum(MENTOR_NAMING_STATES),
});

export const storyCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    excerpt: z.string().describe('Plain text, Markdown removed'),
    imageUrl: z.string().nullable(),
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    createdAt: z.iso.datetime(),
    author: articleAuthorSchema,
    mentor: storyMentorSchema.nullable(),
    likedByMe: z.boolean().describe('For the signed-in viewer; false for visitors'),
  })
  .meta({ id: 'StoryCard' });
export type StoryCard = z.infer<typeof storyCardSchema>;

export const storySchema = storyCardSchema.extend({ content: z.string(), updatedAt: z.iso.datetime() }).meta({ id: 'Story' });
export type Story = z.infer<typeof storySchema>;

export const storyCommentSchema = z
  .object({
    id: z.uuid(),
    storyId: z.uuid(),
    content: z.string(),
    createdAt: z.iso.datetime(),
    author: articleAuthorSchema,
  })
  .meta({ id: 'StoryComment' });
export type StoryComment = z.infer<typeof storyCommentSchema>;

export const storyLikeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type StoryLikeResult = z.infer<typeof storyLikeResultSchema>;

/** The mentors a member may name: those they have had a session with. */
export const nameableMentorsSchema = z.array(articleAuthorSchema);

export const storyIdParams = z.object({ id: rowId });
