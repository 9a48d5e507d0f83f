import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { calendarDay } from './dates.ts';
import { memberId, rowId } from './ids.ts';
import { memberSummarySchema } from './member.ts';
import { memberLine, memberText } from './text.ts';

/** Bounds a goal tracker needs: a goal fits a card, its milestones a checklist one can finish. */
export const GOAL_TITLE_MAX = 120;
export const GOAL_WHY_MAX = 2_000;
export const GOAL_MILESTONES_MAX = 20;
export const GOAL_MILESTONE_MAX = 200;
export const GOAL_COMMENT_MAX = 2_000;

const g = en.goals;

const title = memberLine().min(1, g.titleRequired).max(GOAL_TITLE_MAX, g.titleTooLong);
const why = memberText().trim().max(GOAL_WHY_MAX, en.validation.tooLong);
const milestoneTitle = memberLine().min(1, g.milestoneRequired).max(GOAL_MILESTONE_MAX, en.validation.tooLong);
/** A milestone as the form sends it: an existing one keeps its id (and its tick, unless `done` is sent), a new one has none. */
const milestoneInput = z.object({ id: rowId.optional(), title: milestoneTitle, done: z.boolean().optional() });
const milestones = z.array(milestoneInput).max(GOAL_MILESTONES_MAX, en.validation.tooMany);

/** A new goal: a title, why it matters, when by, and the steps towards it (SPEC §2 /goals). */
export const goalInputSchema = z.object({
  title,
  why: why.default(''),
  targetDate: calendarDay.nullish().transform((v) => v ?? null),
  milestones: milestones.default([]),
});
export type GoalInput = z.input<typeof goalInputSchema>;

/** The owner's changes: what is sent changes; milestones, when sent, are the whole new list. */
export const goalUpdateSchema = z.object({
  title: title.optional(),
  why: why.optional(),
  targetDate: calendarDay.nullable().optional(),
  milestones: milestones.optional(),
  archived: z.boolean().optional(),
});
export type GoalUpdate = z.input<typeof goalUpdateSchema>;

/** Ticks or unticks one milestone. */
export const milestoneCheckSchema = z.object({ done: z.boolean() });

/** Shares the goal with one of my mentors, or (null) stops sharing it. */
export const goalShareSchema = z.object({ mentorId: memberId.nullable() });

export const goalCommentInputSchema = z.object({
  content: memberText().trim().min(1, g.commentRequired).max(GOAL_COMMENT_MAX, en.validation.tooLong),
});

export const GOAL_STATUSES = ['active', 'archived'] as const;
export const goalListQuerySchema = z.object({ status: z.enum(GOAL_STATUSES).default('active') });

export const milestoneSchema = z.object({ id: rowId, title: z.string(), done: z.boolean() });
export type Milestone = z.infer<typeof milestoneSchema>;

export const goalSchema = z
  .object({
    id: rowId,
    title: z.string(),
    why: z.string(),
    targetDate: z.string().nullable(),
    archived: z.boolean(),
    /** When the last milestone was ticked; null while any is open (or there are none). */
    completedAt: z.iso.datetime().nullable(),
    milestones: z.array(milestoneSchema),
    owner: memberSummarySchema,
    /** The mentor it is shared with, who may read it and comment. */
    sharedWith: memberSummarySchema.nullable(),
    commentsCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Goal' });
export type Goal = z.infer<typeof goalSchema>;

export const goalCommentSchema = z
  .object({ id: rowId, content: z.string(), author: memberSummarySchema, createdAt: z.iso.datetime() })
  .meta({ id: 'GoalComment' });
export type GoalComment = z.infer<typeof goalCommentSchema>;

/** A mentor one may share a goal with: someone one has had a confirmed or completed session with. */
export const goalMentorsSchema = z.object({ items: z.array(memberSummarySchema) });

/** The first-run welcome (SPEC §2 /welcome): offered until the member finishes or skips it, never after. */
export const WELCOME_OUTCOMES = ['finished', 'skipped'] as const;
export const welcomeStateSchema = z
  .object({ outcome: z.enum(WELCOME_OUTCOMES).nullable(), closedAt: z.iso.datetime().nullable() })
  .meta({ id: 'WelcomeState' });
export type WelcomeState = z.infer<typeof welcomeStateSchema>;
export const welcomeCloseSchema = z.object({ outcome: z.enum(WELCOME_OUTCOMES) });
