import { z } from 'zod';
import { MENTOR_SORTS } from '../constants/mentor-sorts.ts';
import { memberId } from './ids.ts';
import { searchText } from './text.ts';

const filter = searchText()
  .trim()
  .max(80)
  .optional()
  .transform((v) => (v ? v : undefined));
const cents = z.coerce.number().int().min(0).max(10_000_000).optional();

/** What /mentors can be filtered by; the page keeps it in the URL so a search can be shared. */
export const mentorSearchSchema = z.object({
  q: searchText().trim().max(100).optional().default(''),
  skill: filter,
  country: filter,
  language: filter,
  /** An industry or a specialization. */
  field: filter,
  /** US cents an hour. */
  minRate: cents,
  maxRate: cents,
  free: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  sort: z.enum(MENTOR_SORTS).optional().default('relevance'),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

export type MentorSearch = z.output<typeof mentorSearchSchema>;

export const mentorCardSchema = z
  .object({
    id: memberId,
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    country: z.string().nullable(),
    languages: z.array(z.string()),
    skills: z.array(z.string()),
    specializations: z.array(z.string()),
    yearsExperience: z.number().int().nullable(),
    hourlyRateCents: z.number().int().nullable(),
    ratingAverage: z.number().nullable().describe("The mean of the mentor's reviews (one decimal), null before the first"),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'MentorCard' });
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const mentorSearchResultSchema = z.object({ items: z.array(mentorCardSchema), page: z.number().int(), hasMore: z.boolean() });
export type MentorSearchResult = z.infer<typeof mentorSearchResultSchema>;

/** A suggested mentor, with why they suit the member. */
export const suggestionSchema = mentorCardSchema.extend({ reasons: z.array(z.string()) });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ items: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** The choices the mentor filters offer: what listed mentors actually have, most common first. */
export const mentorFilterOptionsSchema = z.object({
  skills: z.array(z.string()),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
  fields: z.array(z.string()),
});
export type MentorFilterOptions = z.infer<typeof mentorFilterOptionsSchema>;
