import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { memberId, rowId } from './ids.ts';
import { memberSummarySchema } from './member.ts';
import { memberLine, memberText, searchText } from './text.ts';

/** A question's title follows SPEC §9's title limit; bodies and tags are bounded as articles' are. */
export const QUESTION_TITLE_MAX = 120;
export const QUESTION_BODY_MAX = 20_000;
export const ANSWER_BODY_MAX = 20_000;
export const QUESTION_TAGS_MAX = 5;
export const QUESTION_TAG_MAX = 40;
/** What a search may hold: a handful of words. */
export const QUESTION_SEARCH_MAX = 200;

const q = en.questions;

/**
 * Tags as Stack Overflow keeps them: lower case, trimmed, each once. Lower case so that a search by
 * tag and a mentor's skills (kept by their lower-case key) meet without case games in the index.
 */
const tag = memberLine()
  .min(1, q.tagRequired)
  .max(QUESTION_TAG_MAX, en.validation.tooLong)
  .transform((t) => t.toLowerCase().replace(/\s+/g, ' '));
const tagList = z
  .array(tag)
  .max(QUESTION_TAGS_MAX, en.validation.tooMany)
  .transform((items) => [...new Set(items)]);

const title = memberLine().min(1, en.articles.titleRequired).max(QUESTION_TITLE_MAX, en.articles.titleTooLong);
const body = memberText().trim().min(1, q.bodyRequired).max(QUESTION_BODY_MAX, en.validation.tooLong);

/** Ask a question: a title, a Markdown body, tags, and optionally the one mentor it is put to. */
export const questionInputSchema = z.object({ title, body, tags: tagList.default([]), mentorId: memberId.nullish() });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** The asker's changes: what is sent changes, under the same rules. */
export const questionUpdateSchema = z.object({ title: title.optional(), body: body.optional(), tags: tagList.optional() });
export type QuestionUpdate = z.input<typeof questionUpdateSchema>;

export const answerInputSchema = z.object({
  body: memberText().trim().min(1, q.answerRequired).max(ANSWER_BODY_MAX, en.validation.tooLong),
});

/** Up, down, or taking one's vote back (0). */
export const voteInputSchema = z.object({ value: z.union([z.literal(1), z.literal(-1), z.literal(0)]) });

/** `all` newest first, `unanswered` those with no answer yet, `for-you` unanswered ones on a mentor's skills. */
export const QUESTION_VIEWS = ['all', 'unanswered', 'for-you'] as const;
export type QuestionView = (typeof QUESTION_VIEWS)[number];

/** The list's query: a view, words and tags (comma separated, as a link carries them). */
export const questionListQuerySchema = z.object({
  view: z.enum(QUESTION_VIEWS).default('all'),
  q: searchText().trim().max(QUESTION_SEARCH_MAX, en.validation.tooLong).optional(),
  tags: z
    .string()
    .max(QUESTION_TAGS_MAX * (QUESTION_TAG_MAX + 1), en.validation.tooLong)
    .optional()
    .transform((v) => (v ? v.split(',') : []))
    .pipe(tagList),
  cursor: z.string().max(200, en.errors.invalidCursor).optional(),
});

export const questionCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    excerpt: z.string().describe('The start of the body, Markdown left as written'),
    tags: z.array(z.string()),
    answersCount: z.number().int(),
    answered: z.boolean().describe('An answer has been accepted'),
    createdAt: z.iso.datetime(),
    author: memberSummarySchema,
    mentor: memberSummarySchema.nullable().describe('The mentor the question is put to, if any'),
  })
  .meta({ id: 'QuestionCard' });
export type QuestionCard = z.infer<typeof questionCardSchema>;

export const questionSchema = questionCardSchema
  .extend({ body: z.string(), acceptedAnswerId: z.uuid().nullable(), updatedAt: z.iso.datetime() })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

export const answerSchema = z
  .object({
    id: z.uuid(),
    questionId: z.uuid(),
    body: z.string(),
    score: z.number().int(),
    accepted: z.boolean(),
    myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]).describe('The viewer’s vote; 0 for none and for visitors'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    author: memberSummarySchema,
  })
  .meta({ id: 'Answer' });
export type Answer = z.infer<typeof answerSchema>;

export const voteResultSchema = z.object({ score: z.number().int(), myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]) });
export const acceptResultSchema = z.object({ acceptedAnswerId: z.uuid().nullable() });
/** The asker's pick: one of the question's answers, or null to take the pick back. */
export const acceptInputSchema = z.object({ answerId: rowId.nullable() });
