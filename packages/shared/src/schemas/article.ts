import { z } from 'zod';
import { en } from '../i18n/en.ts';
import { addTag } from '../rules/tags.ts';
import { rowId } from './ids.ts';
import { memberText } from './text.ts';

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
  .array(memberText().max(ARTICLE_TAG_MAX, en.validation.tooLong))
  .max(ARTICLE_TAGS_MAX, en.validation.tooMany)
  .transform((items) => items.reduce<string[]>((list, item) => addTag(list, item), []));
const tags = tagList.default([]);

/** An image we stored (`/uploads/articles/...`), never an address elsewhere. */
const storedImage = z.string().regex(/^\/uploads\/articles\/[a-z0-9/-]+\.webp$/, a.invalidImageUrl);
const imageUrl = storedImage.nullish().transform((v) => v ?? null);

const title = memberText().trim().min(1, a.titleRequired).max(ARTICLE_TITLE_MAX, a.titleTooLong);
const content = memberText().trim().min(1, a.contentRequired).max(ARTICLE_CONTENT_MAX, en.validation.tooLong);

/** Create Article (SPEC §5): title required after trimming, at most 120; content required after trimming. */
export const articleSchema = z.object({ title, content, tags, imageUrl });
export type ArticleInput = z.input<typeof articleSchema>;

/** The author's changes: what is sent changes, under the same rules; what is left out stays (null removes the image). */
export const articleUpdateSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  tags: tagList.optional(),
  imageUrl: storedImage.nullable().optional(),
});

/** A draft may be incomplete: nothing is required, the same bounds hold. */
export const draftSchema = z.object({
  title: memberText().max(ARTICLE_TITLE_MAX, a.titleTooLong).default(''),
  content: memberText().max(ARTICLE_CONTENT_MAX, en.validation.tooLong).default(''),
  tags,
  imageUrl,
});

export const commentSchema = z.object({
  content: memberText().trim().min(1, a.commentRequired).max(COMMENT_MAX, en.validation.tooLong),
  /** Replying to a top-level comment; replies have no replies of their own. */
  parentId: rowId.nullish(),
});

export type ArticleAuthor = { id: string; firstName: string; lastName: string; avatarUrl: string | null };

/** An article as feeds show it: the plain-text start of its content, not the whole Markdown. */
export type ArticleCard = {
  id: string;
  title: string;
  /** Plain text, Markdown removed, at most about 300 characters. */
  excerpt: string;
  imageUrl: string | null;
  tags: string[];
  readingMinutes: number;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  createdAt: string;
  author: ArticleAuthor;
  /** For the signed-in viewer; false for visitors. */
  likedByMe: boolean;
  savedByMe: boolean;
};

/** A whole article, as post pages show it. */
export type Article = ArticleCard & { content: string; updatedAt: string };

export type ArticleComment = {
  id: string;
  articleId: string;
  parentId: string | null;
  content: string;
  createdAt: string;
  updatedAt: string;
  author: ArticleAuthor;
  /** One level: a top-level comment carries its replies, oldest first. */
  replies: ArticleComment[];
};

export type ArticleDraft = { id: string; title: string; content: string; tags: string[]; imageUrl: string | null; updatedAt: string };
