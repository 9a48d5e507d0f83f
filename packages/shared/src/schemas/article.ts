import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { addTag } from '../rules/tags.ts';
import { memberId, rowId } from './ids.ts';
import { deletedMemberFlag } from './member.ts';
import { memberLine, memberText } from './text.ts';

/** SPEC §9: title at most 120 characters. Content and tags are bounded so one post cannot be a megabyte. */
export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_CONTENT_MAX = 50_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX = 40;
export const COMMENT_MAX = 2_000;
/** The cover image limit the form shows ('JPG, PNG, max 2MB') and the server enforces. */
export const ARTICLE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** SPEC §9: the draft saved indicator shows for 1.5 s. */
export const DRAFT_SAVED_INDICATOR_MS = 1500;
/** Typing pauses this long before the draft is saved. */
export const DRAFT_AUTOSAVE_MS = 1500;

const a = en.articles;

/** Tags as §5 adds them: trimmed, empty ones dropped, duplicates (in any case) silently ignored. */
const tagList = z
  .array(memberLine().max(ARTICLE_TAG_MAX, en.validation.tooLong))
  .max(ARTICLE_TAGS_MAX, en.validation.tooMany)
  .transform((items) => items.reduce<string[]>((list, item) => addTag(list, item), []));
const tags = tagList.default([]);

/** An image we stored (`/uploads/articles/...`), never an address elsewhere. */
const storedImage = z
  .string()
  .max(200, a.invalidImageUrl)
  .regex(/^\/uploads\/articles\/[a-z0-9/-]+\.webp$/, a.invalidImageUrl);
const imageUrl = storedImage.nullish().transform((v) => v ?? null);

const title = memberLine().trim().min(1, a.titleRequired).max(ARTICLE_TITLE_MAX, a.titleTooLong);
const content = memberText().trim().min(1, a.contentRequired).max(ARTICLE_CONTENT_MAX, en.validation.tooLong);

/** Create Article (SPEC §5): title required after trimming, at most 120; content required after trimming. */
export const articleInputSchema = z.object({ title, content, tags, imageUrl });
export type ArticleInput = z.input<typeof articleInputSchema>;

/** The author's changes: what is sent changes, under the same rules; what is left out stays (null removes the image). */
export const articleUpdateSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  tags: tagList.optional(),
  imageUrl: storedImage.nullable().optional(),
});

/** A draft may be incomplete: nothing is required, the same bounds hold. */
export const draftSchema = z.object({
  title: memberLine().max(ARTICLE_TITLE_MAX, a.titleTooLong).default(''),
  content: memberText().max(ARTICLE_CONTENT_MAX, en.validation.tooLong).default(''),
  tags,
  imageUrl,
});

export const commentSchema = z.object({
  content: memberText().trim().min(1, a.commentRequired).max(COMMENT_MAX, en.validation.tooLong),
  /** Replying to a top-level comment; replies have no replies of their own. */
  parentId: rowId.nullish(),
});

export const articleAuthorSchema = z.object({
  id: memberId,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  deleted: deletedMemberFlag,
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** An article as feeds show it: the plain-text start of its content, not the whole Markdown. */
export const articleCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    excerpt: z.string().describe('Plain text, Markdown removed, at most about 300 characters'),
    imageUrl: z.string().nullable(),
    tags: z.array(z.string()),
    readingMinutes: z.number().int(),
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    sharesCount: z.number().int(),
    createdAt: z.iso.datetime(),
    author: articleAuthorSchema,
    likedByMe: z.boolean().describe('For the signed-in viewer; false for visitors'),
    savedByMe: z.boolean(),
  })
  .meta({ id: 'ArticleCard' });
export type ArticleCard = z.infer<typeof articleCardSchema>;

/** A whole article, as post pages show it. */
export const articleSchema = articleCardSchema.extend({ content: z.string(), updatedAt: z.iso.datetime() }).meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

export const articleCommentSchema = z
  .object({
    id: z.uuid(),
    articleId: z.uuid(),
    parentId: z.uuid().nullable(),
    content: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    author: articleAuthorSchema,
    /** One level: a top-level comment carries its replies, oldest first; a reply's list stays empty. */
    get replies() {
      return z.array(articleCommentSchema).describe('Oldest first; always empty on a reply (one level)');
    },
  })
  .meta({ id: 'ArticleComment' });
export type ArticleComment = z.infer<typeof articleCommentSchema>;

export const articleDraftSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    imageUrl: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ArticleDraft' });
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

/** The answers of a like, a save and a share: where the viewer stands and the new count. */
export const likeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;
export const saveResultSchema = z.object({ saved: z.boolean() });
export type SaveResult = z.infer<typeof saveResultSchema>;
export const shareResultSchema = z.object({ sharesCount: z.number().int() });
export type ShareResult = z.infer<typeof shareResultSchema>;

/** An uploaded cover image, to put in an article's `imageUrl`. */
export const articleImageSchema = z.object({ imageUrl: z.string() });
export type ArticleImage = z.infer<typeof articleImageSchema>;
