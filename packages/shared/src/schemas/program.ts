import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { CURRENCY_CODES } from '../constants/currencies.ts';
import * as en from '../i18n/en/index.ts';
import { APPLICATION_STATUSES, PROGRAM_DECISIONS, PROGRAM_STATUSES } from '../rules/program-status.ts';
import { addTag } from '../rules/tags.ts';
import { calendarDay } from './dates.ts';
import { memberId } from './ids.ts';
import { memberSummarySchema } from './member.ts';
import { memberLine, memberText, searchText } from './text.ts';

/** Bounds that keep one program from being a megabyte; a cohort of more than 500 is not mentoring. */
export const PROGRAM_TITLE_MAX = 120;
export const PROGRAM_DESCRIPTION_MAX = 20_000;
export const PROGRAM_CAPACITY_MAX = 500;
export const PROGRAM_QUESTIONS_MAX = 10;
export const PROGRAM_QUESTION_MAX = 300;
export const PROGRAM_ANSWER_MAX = 2_000;
export const PROGRAM_TOPICS_MAX = 5;
export const PROGRAM_TOPIC_MAX = 40;
export const PROGRAM_MENTORS_MAX = 20;
export const PROGRAM_ANNOUNCEMENT_MAX = 5_000;
/** A price up to 100,000 in the currency's main unit, in cents. */
export const PROGRAM_PRICE_MAX_CENTS = 10_000_000;

const p = en.programs;

/** A cover image we stored (`/uploads/programs/...`), never an address elsewhere. */
const coverImage = z
  .string()
  .max(200, en.articles.invalidImageUrl)
  .regex(/^\/uploads\/programs\/[a-z0-9/-]+\.webp$/, en.articles.invalidImageUrl);

const topics = z
  .array(memberLine().max(PROGRAM_TOPIC_MAX, en.validation.tooLong))
  .max(PROGRAM_TOPICS_MAX, en.validation.tooMany)
  .transform((items) => items.reduce<string[]>((list, item) => addTag(list, item), []));

const fields = {
  title: memberLine().min(1, p.titleRequired).max(PROGRAM_TITLE_MAX, en.validation.tooLong),
  description: memberText().trim().min(1, p.descriptionRequired).max(PROGRAM_DESCRIPTION_MAX, en.validation.tooLong),
  imageUrl: coverImage.nullable(),
  startsOn: calendarDay,
  endsOn: calendarDay,
  capacity: z.number().int().min(1).max(PROGRAM_CAPACITY_MAX),
  questions: z
    .array(memberLine().min(1).max(PROGRAM_QUESTION_MAX, en.validation.tooLong))
    .max(PROGRAM_QUESTIONS_MAX, en.validation.tooMany),
  topics,
  country: z.enum(COUNTRIES).nullable(),
  /** Null is free; payments come with issue 27, so a paid program only states its price for now. */
  priceCents: z.number().int().min(1).max(PROGRAM_PRICE_MAX_CENTS).nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  mentorIds: z.array(memberId).max(PROGRAM_MENTORS_MAX, en.validation.tooMany),
};

type Dated = { startsOn?: string; endsOn?: string; priceCents?: number | null; currency?: string | null };
/** Dates in order, and a price with its currency or neither, checked wherever both are present. */
const consistent = <T extends z.ZodType<Dated>>(schema: T) =>
  schema
    .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, { message: p.datesOrder, path: ['endsOn'] })
    .refine((v) => v.priceCents === undefined || (v.priceCents === null) === (v.currency === null || v.currency === undefined), {
      message: p.priceNeeded,
      path: ['currency'],
    });

export const programInputSchema = consistent(
  z.object({
    ...fields,
    imageUrl: fields.imageUrl.default(null),
    questions: fields.questions.default([]),
    topics: fields.topics.default([]),
    country: fields.country.default(null),
    priceCents: fields.priceCents.default(null),
    currency: fields.currency.default(null),
    mentorIds: fields.mentorIds.default([]),
  }),
);
export type ProgramInput = z.input<typeof programInputSchema>;

/** The organiser's changes: what is sent changes, what is left out stays; `status` moves the program on. */
export const programUpdateSchema = consistent(
  z
    .object({
      title: fields.title.optional(),
      description: fields.description.optional(),
      imageUrl: fields.imageUrl.optional(),
      startsOn: fields.startsOn.optional(),
      endsOn: fields.endsOn.optional(),
      capacity: fields.capacity.optional(),
      questions: fields.questions.optional(),
      topics: fields.topics.optional(),
      country: fields.country.optional(),
      priceCents: fields.priceCents.optional(),
      currency: fields.currency.optional(),
      mentorIds: fields.mentorIds.optional(),
      status: z.enum(PROGRAM_STATUSES).optional(),
    })
    .strict(),
);

/** The browse filters (issue 17): a topic, a country, a window of dates, free or paid; 'mine' is what I organise. */
export const programListQuerySchema = z.object({
  cursor: z.string().max(200, en.errors.invalidCursor).optional(),
  topic: searchText().trim().max(PROGRAM_TOPIC_MAX).optional(),
  country: z.enum(COUNTRIES).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  price: z.enum(['free', 'paid']).optional(),
  scope: z.enum(['listed', 'organised']).default('listed'),
});

export const applicationInputSchema = z.object({
  answers: z.array(memberText().trim().min(1, p.answersMismatch).max(PROGRAM_ANSWER_MAX, en.validation.tooLong)).max(PROGRAM_QUESTIONS_MAX),
});
export const decisionInputSchema = z.object({ decision: z.enum(PROGRAM_DECISIONS) });
export const announcementInputSchema = z.object({
  body: memberText().trim().min(1).max(PROGRAM_ANNOUNCEMENT_MAX, en.validation.tooLong),
});

export const programCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    capacity: z.number().int(),
    acceptedCount: z.number().int(),
    topics: z.array(z.string()),
    country: z.string().nullable(),
    priceCents: z.number().int().nullable(),
    currency: z.enum(CURRENCY_CODES).nullable(),
    status: z.enum(PROGRAM_STATUSES),
    organiser: memberSummarySchema,
  })
  .meta({ id: 'ProgramCard' });
export type ProgramCard = z.infer<typeof programCardSchema>;

/** The program page: the card, its text and questions, and where the viewer stands. */
export const programSchema = programCardSchema
  .extend({
    description: z.string(),
    questions: z.array(z.string()),
    mentors: z.array(memberSummarySchema),
    /** The viewer organises it: they review applications, post announcements, move the status. */
    canManage: z.boolean(),
    myApplication: z.object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES), certificateId: z.uuid().nullable() }).nullable(),
  })
  .meta({ id: 'Program' });
export type Program = z.infer<typeof programSchema>;

export const applicationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(APPLICATION_STATUSES),
    answers: z.array(z.string()),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    certificateId: z.uuid().nullable(),
    applicant: memberSummarySchema,
  })
  .meta({ id: 'ProgramApplication' });
export type ProgramApplication = z.infer<typeof applicationSchema>;

export const announcementSchema = z
  .object({ id: z.uuid(), body: z.string(), createdAt: z.iso.datetime(), author: memberSummarySchema })
  .meta({ id: 'ProgramAnnouncement' });
export type ProgramAnnouncement = z.infer<typeof announcementSchema>;

/** A program session on the schedule: booked by a participant with one of the program's mentors. */
export const scheduleItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.string(),
  mentor: memberSummarySchema,
  mentee: memberSummarySchema,
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** A certificate as its public page shows it. */
export const certificateSchema = z
  .object({
    id: z.uuid(),
    programId: z.uuid(),
    programTitle: z.string(),
    memberName: z.string(),
    organiserName: z.string(),
    completedAt: z.iso.datetime(),
  })
  .meta({ id: 'ProgramCertificate' });
export type Certificate = z.infer<typeof certificateSchema>;

export const programImageSchema = z.object({ imageUrl: z.string() });
